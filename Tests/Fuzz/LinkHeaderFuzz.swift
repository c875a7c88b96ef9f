import Foundation

@testable import ResourcePaging

/// libFuzzer target: any text as a `Link` header, resolved against a base URL. It must parse without trapping, in
/// linear time, and every link it returns must be an absolute URL with its relations lower-cased.
@_cdecl("LLVMFuzzerTestOneInput")
public func linkHeaderFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let base = URL(string: "https://api.example.com/v1/items?page=1")
    let header = LinkHeader(input.text, relativeTo: base)
    for link in header.links {
        precondition(link.url.scheme != nil, "a link without a scheme: \(link.url)")
        precondition(link.relations.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty }, "relations \(link.relations)")
    }
    for relation in ["next", "prev", "last"] {
        if let url = header.url(forRelation: relation) {
            precondition(header.links.contains { $0.url == url }, "a relation's URL that is not one of the links")
        }
    }
    return 0
}
