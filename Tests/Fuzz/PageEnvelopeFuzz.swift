import Foundation
import ResourceLoader

@testable import ResourcePaging

/// libFuzzer target: the first line names the items path and the paging fields (`items;next;info[first].cursor`),
/// the rest is a page's JSON. Reading the envelope must throw or succeed, never trap, and each field it reports
/// must be one it was asked for.
@_cdecl("LLVMFuzzerTestOneInput")
public func pageEnvelopeFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let (plan, document) = FuzzInput(start, count).firstLineAndRest
    let parts = plan.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    let itemsPath = PageField.components(parts.first ?? "")
    let fields = parts.dropFirst().map(field(from:))
    do {
        let envelope = try PageEnvelope<JSONValue>.decode(
            from: document, itemsPath: itemsPath, fields: fields, using: JSONDecoder())
        for (field, value) in envelope.fields {
            precondition(fields.contains(field), "a field nobody asked for: \(field)")
            precondition(!value.isNull, "a null field is reported as missing, not as null")
        }
    } catch {
        return 0  // a typed failure is a right answer for hostile input
    }
    return 0
}

/// `a.b` is a value at a path; `a[first].b` and `a[last].b` read a member of an array's first or last element.
private func field(from text: String) -> PageField {
    for (marker, make) in [("[first].", PageField.firstElement), ("[last].", PageField.lastElement)] {
        if let range = text.range(of: marker) {
            return make(String(text[..<range.lowerBound]), String(text[range.upperBound...]))
        }
    }
    return .value(at: text)
}
