import Foundation
import ResourceLoader
import ResourcePaging

/// `GET /users?offset=&limit=[&q=]` as a list paged by offset and limit, answering
/// `{"data":{"items":[…]},"total":N}`.
///
/// The ``Paginator`` walks it page by page; `total` tells the strategy where the list ends, so the last page
/// needs no extra request. A search sends `q`.
struct UsersList: PaginatedResource {
    typealias Item = User

    let baseURL: URL?
    /// How many users a page asks for.
    let pageSize: Int

    var path: String { "users" }
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: pageSize, totalField: .value(at: "total")) }

    func apiError(from response: ResourceResponse) -> (any Error)? {
        // An error body that is not an APIProblem is still in the error's `body`; nothing is lost.
        try? response.decode(APIProblem.self)
    }
}
