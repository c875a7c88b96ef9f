import Foundation
import ResourceLoader
import ResourcePaging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A person, as an app's list would show one.
struct Person: Codable, Sendable, Identifiable, Equatable {
    let id: Int
    let name: String
}

/// One page of people as the fake API sends it.
struct PeoplePage: Codable, Sendable {
    let items: [Person]
    let total: Int
}

/// `GET https://people.test/people?offset=&limit=`, paged by offset, with the total in the body.
struct People: PaginatedResource {
    typealias Item = Person
    var limit = 2
    var url: URL? { URL(string: "https://people.test/people") }
    var collectionKeyPath: String? { "items" }
    var paging: OffsetPaging { OffsetPaging(limit: limit, totalField: .value(at: "total")) }
}

/// The URL of the page of `People` at `offset`.
func peopleURL(offset: Int, limit: Int = 2) -> URL {
    URL(string: "https://people.test/people?offset=\(offset)&limit=\(limit)")!
}

/// A request for `url`.
func get(_ url: URL) -> URLRequest {
    URLRequest(url: url)
}
