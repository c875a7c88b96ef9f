import Foundation
import ResourceLoaderTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("the loopback test server")
struct TestServerTests {
    private struct User: Decodable, Equatable {
        let id: Int
        let name: String
        let email: String
        let username: String
    }

    private struct UsersPage: Decodable {
        struct Items: Decodable {
            let items: [User]
        }

        let data: Items
        let total: Int
    }

    private struct Echo: Decodable {
        let method: String
        let path: String
        let rawQuery: String
        let query: [String: [String]]
    }

    private struct ErrorBody: Decodable {
        struct Detail: Decodable {
            let code: Int
            let message: String
        }

        let error: Detail
    }

    private let session = URLSession(configuration: .ephemeral)

    private func get(_ pathAndQuery: String) async throws -> (Data, HTTPURLResponse) {
        let server = try TestServer.shared()
        let (data, response) = try await session.data(from: server.url(pathAndQuery))
        let http = try #require(response as? HTTPURLResponse)
        return (data, http)
    }

    @Test("the loopback server answers /users with the requested page")
    func usersPage() async throws {
        // Given the shared server, when the first five users are requested
        let (data, response) = try await get("/users?offset=0&limit=5")

        // Then exactly those five come back as JSON, with the total count
        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let page = try JSONDecoder().decode(UsersPage.self, from: data)
        #expect(page.data.items.map(\.id) == [1, 2, 3, 4, 5])
        #expect(page.data.items.first == User(id: 1, name: "Ann Lee", email: "ann.lee@example.com", username: "ann"))
        #expect(page.total == 100)
    }

    @Test("/users?q= keeps the users whose name or username contains the text, ignoring case, and counts them")
    func usersSearch() async throws {
        let (data, response) = try await get("/users?offset=0&limit=3&q=ANN")

        #expect(response.statusCode == 200)
        let page = try JSONDecoder().decode(UsersPage.self, from: data)
        #expect(page.total == 5)
        #expect(page.data.items.map(\.name) == ["Ann Lee", "Ann Smith", "Ann García"])
    }

    @Test("/users/{id}/posts answers in the demo's shape, the posts under data.items")
    func userPostsShape() async throws {
        struct Post: Decodable {
            let id: Int
            let userId: Int
            let title: String
            let body: String
        }
        struct Posts: Decodable {
            struct Items: Decodable {
                let items: [Post]
            }
            let data: Items
        }

        let (data, response) = try await get("/users/3/posts")

        #expect(response.statusCode == 200)
        let posts = try JSONDecoder().decode(Posts.self, from: data).data.items
        #expect((2...4).contains(posts.count))
        #expect(posts.allSatisfy { $0.userId == 3 })
    }

    @Test("/echo reports the query exactly as sent, percent-escapes intact")
    func echoKeepsRawQuery() async throws {
        let (data, response) = try await get("/echo?q=a%2Bb")

        #expect(response.statusCode == 200)
        let echo = try JSONDecoder().decode(Echo.self, from: data)
        #expect(echo.method == "GET")
        #expect(echo.path == "/echo")
        #expect(echo.rawQuery == "q=a%2Bb")
        #expect(echo.query == ["q": ["a+b"]])
    }

    @Test("a connection closed without any response surfaces as a URLError")
    func droppedConnectionIsURLError() async throws {
        let server = try TestServer.shared()

        await #expect(throws: URLError.self) {
            _ = try await session.data(from: server.url("/drop"))
        }
    }

    @Test("/status/404 answers 404 with a JSON error body")
    func statusRouteSetsStatus() async throws {
        let (data, response) = try await get("/status/404")

        #expect(response.statusCode == 404)
        let body = try JSONDecoder().decode(ErrorBody.self, from: data)
        #expect(body.error.code == 404)
        #expect(body.error.message == "Status 404")
    }

    @Test("a server of its own listens on its own port and stop() is idempotent")
    func ownServerStops() throws {
        let shared = try TestServer.shared()
        let server = try TestServer.start()
        #expect(server.port != shared.port)
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
        #expect(server.url("users/1").absoluteString == "http://127.0.0.1:\(server.port)/users/1")
        #expect(server.isRunning)

        server.stop()
        server.stop()

        #expect(!server.isRunning)
        #expect(shared.isRunning)
    }
}
