/// A post written by a user of the sample API.
struct Post: Decodable, Identifiable, Sendable {
    let id: Int
    let userId: Int
    let title: String
    let body: String
}
