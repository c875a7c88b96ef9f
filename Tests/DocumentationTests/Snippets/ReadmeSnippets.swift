import Foundation
import ResourceLoader
import ResourcePaging

// The ```swift blocks of README.md, compiled here so they cannot rot. DocumentationSnippetTests checks that
// every block appears below, line for line. Edit the README and this file together.

enum ReadmeSnippets {
    // MARK: Define a resource

    struct User: Decodable, Sendable, Identifiable {
        let id: Int
        let name: String
        let email: String
    }

    struct UserResource: NetworkJSONResourceType {
        typealias Model = User

        let id: Int

        var baseURL: URL? { URL(string: "https://api.example.com") }
        var path: String { "users/\(id)" }
    }

    // MARK: Fetch it

    static func fetchWithAsyncAwait() async throws {
        let service = NetworkResourceService()
        let user = try await service.fetch(UserResource(id: 7))
        print(user.name)
    }

    static func fetchWithCompletionHandler(service: NetworkResourceService) {
        let task = service.fetch(UserResource(id: 7)) { result in
            switch result {
            case .success(let user): print("Loaded \(user.name)")
            case .failure(let error): print("Failed: \(error)")
            }
        }
        // Later, if nobody needs the user any more:
        task.cancel()
    }

    static func fetchFromOperationQueue(service: NetworkResourceService) {
        let queue = OperationQueue()
        let loadUser = ResourceOperation(resource: UserResource(id: 7), service: service) { result in
            print(result)
        }
        let showUser = BlockOperation { print("The user is loaded") }
        showUser.addDependency(loadUser)
        queue.addOperations([loadUser, showUser], waitUntilFinished: false)
    }

    // MARK: Paging

    struct Users: PaginatedResource {
        typealias Item = User

        var baseURL: URL? { URL(string: "https://api.example.com") }
        var path: String { "users" }
        var collectionKeyPath: String? { "data" }
        var paging: OffsetPaging { OffsetPaging(limit: 20) }
    }

    static func pageThroughUsers(service: NetworkResourceService) async {
        let paginator = Paginator(resource: Users(), service: service)
        await paginator.loadNextPage()  // users 0..<20
        await paginator.loadNextPage()  // 20..<40; a call made while a page is loading joins it
        await paginator.search("ann")  // a new generation: results of an older query are never shown
        print(await paginator.items.map(\.name))
    }

    // MARK: Errors

    static func handleErrors(service: NetworkResourceService) async {
        do throws(ResourceError) {
            let user = try await service.fetch(UserResource(id: 7))
            print(user.name)
        } catch .unacceptableStatus(let code, _, _, _) where code == 404 {
            print("There is no user 7")
        } catch .cancelled {
            // The task was cancelled: nothing to show.
        } catch {
            print(error)  // e.g. "HTTP 500 from https://api.example.com/users/7: {"error":"…"}"
        }
    }
}
