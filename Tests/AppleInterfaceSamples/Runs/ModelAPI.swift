// The server the runs against the UIKit model use: an in-process `DataLoading` that answers offset pages of users
// (`?offset=&limit=`) in the shape each sample's resource reads, so the samples and the guides' screens show real rows.
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import ResourceSupport

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// An API of `count` users named "User 1", "User 2"…; `shape` wraps a page's rows and the total in the JSON the
    /// resource reads.
    final class ModelAPI: DataLoading {
        private let users: Locked<[SampleUser]>
        private let requests = Locked<[URL]>([])
        private let gate = Locked<AsyncGate?>(nil)
        private let shape: @Sendable ([[String: Any]], Int) -> Any

        init(count: Int, shape: @escaping @Sendable ([[String: Any]], Int) -> Any = { rows, _ in ["data": rows] }) {
            users = Locked((1...max(count, 1)).prefix(count).map { SampleUser(id: $0, name: "User \($0)") })
            self.shape = shape
        }

        /// The URLs asked for, oldest first.
        var requested: [URL] { requests.value }

        /// Renames a user (the next load sees it).
        func rename(_ id: Int, to name: String) {
            users.withLock { users in
                if let index = users.firstIndex(where: { $0.id == id }) { users[index].name = name }
            }
        }

        /// Adds a user before the first (the next load sees it): a row arriving at the head.
        func insertFirst(_ id: Int, name: String) {
            users.withLock { $0.insert(SampleUser(id: id, name: name), at: 0) }
        }

        /// Holds every later request until `gate` opens (`nil`: answer at once).
        func hold(until gate: AsyncGate?) {
            self.gate.withLock { $0 = gate }
        }

        func data(for request: URLRequest) async throws -> (Data, URLResponse) {
            let url = request.url!
            requests.withLock { $0.append(url) }
            if let gate = gate.value { await gate.wait() }
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let offset = Int(query.first { $0.name == "offset" }?.value ?? "") ?? 0
            let limit = Int(query.first { $0.name == "limit" }?.value ?? "") ?? 20
            let search = query.first { $0.name == "q" }?.value?.lowercased()
            let all = users.value.filter { search == nil || $0.name.lowercased().contains(search!) }
            let page = all.dropFirst(offset).prefix(limit).map {
                ["id": $0.id, "name": $0.name, "text": $0.name] as [String: Any]
            }
            let body = try JSONSerialization.data(withJSONObject: shape(Array(page), all.count))
            let response = HTTPURLResponse(
                url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
            return (body, response)
        }

        /// A service over this API with no retries.
        var service: NetworkResourceService {
            NetworkResourceService {
                $0.dataLoader = self
                $0.retryPolicy = .never
            }
        }
    }
#endif
