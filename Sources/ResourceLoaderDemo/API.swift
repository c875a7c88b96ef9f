import Foundation
import ResourceLoader

/// The sample API's resources, as nested values: `api.users(offset: 0, limit: 5)`, `api.user(7)`,
/// `api.user(7).posts`.
struct API: Sendable {
    /// Where the API lives; every resource's path is relative to it.
    let baseURL: URL

    /// One page of users.
    func users(offset: Int, limit: Int) -> UserPageResource {
        UserPageResource(baseURL: baseURL, offset: offset, limit: limit)
    }

    /// One user, and through it the user's posts.
    func user(_ id: Int) -> UserResource {
        UserResource(baseURL: baseURL, id: id)
    }
}

/// A resource of the sample API: JSON, whose failures carry the API's ``APIProblem``.
protocol APIResource: NetworkJSONResourceType {}

extension APIResource {
    func apiError(from response: ResourceResponse) -> (any Error)? {
        // An error body that is not an APIProblem is still in the error's `body`; nothing is lost.
        try? response.decode(APIProblem.self)
    }
}

/// A page of users with the total the server reports.
struct UserPage: Sendable {
    let users: [User]
    let total: Int
}

/// `GET /users?offset=&limit=`, answering `{"data":{"items":[…]},"total":N}`.
///
/// The JSON's shape is not the model's: it decodes as ``Root`` and ``model(from:)`` maps it into a ``UserPage``.
struct UserPageResource: APIResource {
    typealias Model = UserPage

    struct Root: Decodable {
        struct Payload: Decodable {
            let items: [User]
        }
        let data: Payload
        let total: Int
    }

    let baseURL: URL?
    let offset: Int
    let limit: Int

    var path: String { "users" }
    var queryItems: [QueryItem] { [QueryItem("offset", offset), QueryItem("limit", limit)] }

    func model(from root: Root) -> UserPage {
        UserPage(users: root.data.items, total: root.total)
    }
}

/// `GET /users/{id}`.
struct UserResource: APIResource {
    typealias Model = User

    let baseURL: URL?
    let id: Int

    var path: String { "users/\(id)" }

    /// The user's posts.
    var posts: UserPostsResource { UserPostsResource(baseURL: baseURL, userID: id) }
}

/// `GET /users/{id}/posts`, answering `{"data":{"items":[…]}}`; the posts are decoded from `data.items`.
struct UserPostsResource: APIResource {
    typealias Model = [Post]

    let baseURL: URL?
    let userID: Int

    var path: String { "users/\(userID)/posts" }
    var collectionKeyPath: String? { "data.items" }
}
