// The Swift code blocks of Docs/Authentication.md, compiled so they cannot rot. Each block appears here verbatim,
// wrapped in a type or function that supplies what the prose around it assumes.
import Foundation
import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

enum AuthenticationSnippets {
    struct Profile: Decodable, Sendable {
        let id: Int
        let name: String
    }

    /// Where the app keeps its tokens; a keychain in a real app.
    actor TokenStore {
        private(set) var accessToken = ""
        private var refreshToken = ""

        /// Exchanges the refresh token for a new access token.
        func refresh() async throws {
            accessToken = "new-\(refreshToken)"
        }
    }

    // Block: the authenticator.
    struct BearerAuthenticator: Authenticating {
        let tokens: TokenStore

        func authenticate(_ request: inout URLRequest) async throws {
            let token = await tokens.accessToken
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }

        func refreshCredentials() async throws {
            try await tokens.refresh()
        }
    }

    // Block: a path-only resource.
    struct ProfileResource: NetworkJSONResourceType {
        typealias Model = Profile
        var path: String { "me/profile" }
    }

    static func service(tokens: TokenStore) async throws -> Profile {
        // Block: the service.
        let service = NetworkResourceService {
            $0.baseURL = URL(string: "https://api.example.com/v2")
            $0.authenticator = BearerAuthenticator(tokens: tokens)
        }
        let profile = try await service.fetch(ProfileResource())  // GET https://api.example.com/v2/me/profile
        return profile
    }

    // Block: an explicit origin.
    struct UploadsAuthenticator: Authenticating {
        let tokens: TokenStore
        var origin: URL? { URL(string: "https://uploads.example.com") }

        func authenticate(_ request: inout URLRequest) async throws {
            request.setValue("Bearer \(await tokens.accessToken)", forHTTPHeaderField: "Authorization")
        }

        func refreshCredentials() async throws {
            try await tokens.refresh()
        }
    }

    static func errors(service: NetworkResourceService) async {
        // Block: errors.
        do throws(ResourceError) {
            _ = try await service.fetch(ProfileResource())
        } catch .authenticationFailed(_, let underlying) {
            print("sign in again:", underlying)  // the refresh (or reading the token) failed
        } catch .unacceptableStatus(let code, _, _, _) where code == 401 {
            print("sign in again")  // rejected even with the refreshed credential
        } catch {
            print(error)
        }
    }
}
