/// A user of the sample API, as the client decodes it.
struct User: Codable, Equatable, Identifiable, Sendable {
    let id: Int
    let name: String
    let username: String
    let email: String
}
