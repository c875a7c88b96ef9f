import ResourceLoader

/// What became of one replayed ``ResourceLoader/Mutation``, reported by a ``MutationReplayer``.
public enum MutationOutcome: Sendable {
    /// The server took the mutation; it left the queue.
    case applied(Mutation)
    /// The server refused the mutation (a 4xx, by default): roll it back and tell the user, then call
    /// ``ResourceLoader/MutationQueue/acknowledgeRefusal(_:)``. It is never sent again.
    case refused(Mutation, MutationRefusal)
    /// The mutation could not be sent now (no connection, a 5xx, a journal that could not be written…); it stays
    /// queued, and it and every later mutation wait for the next pass.
    case deferred(Mutation, any Error)

    /// The mutation the outcome is about.
    public var mutation: Mutation {
        switch self {
        case .applied(let mutation), .refused(let mutation, _), .deferred(let mutation, _): mutation
        }
    }
}
