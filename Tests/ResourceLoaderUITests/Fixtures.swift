import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging

/// The in-memory API's offset route, ten rows a page.
struct OffsetRows: PaginatedResource {
    typealias Item = Row
    var baseURL: URL? { InMemoryListAPI.baseURL }
    var path: String { "offset" }
    var collectionKeyPath: String? { "data.items" }
    var paging: OffsetPaging { OffsetPaging(limit: 10, totalField: .value(at: "total")) }
}

extension NetworkResourceService {
    /// A service over `api` with no retries.
    static func inMemory(_ api: InMemoryListAPI) -> NetworkResourceService {
        NetworkResourceService {
            $0.dataLoader = api.loader
            $0.retryPolicy = .never
        }
    }
}
