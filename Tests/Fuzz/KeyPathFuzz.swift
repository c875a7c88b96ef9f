import Foundation

@testable import ResourceLoader

/// libFuzzer target: the first line is a dotted key path, the rest a JSON document. Reading the value at the path
/// must throw or succeed, never trap; a value read at the empty path must equal the whole document's value.
@_cdecl("LLVMFuzzerTestOneInput")
public func keyPathFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let (keyPath, document) = FuzzInput(start, count).firstLineAndRest
    let decoder = JSONDecoder()
    let atPath: JSONValue
    do {
        atPath = try KeyPathDecoding.decode(JSONValue.self, at: keyPath, from: document, using: decoder)
    } catch {
        return 0  // a typed failure is a right answer for hostile input
    }
    if keyPath.split(separator: ".").isEmpty {
        do {
            let whole = try decoder.decode(JSONValue.self, from: document)
            precondition(whole == atPath, "the empty key path read something other than the document")
        } catch {
            preconditionFailure("the key path reader accepted a document the decoder rejects: \(error)")
        }
    }
    return 0
}
