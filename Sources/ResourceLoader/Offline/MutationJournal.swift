import Foundation

/// What a ``MutationQueue`` keeps on disk: the pending mutations in order, the refused ones not yet acknowledged,
/// and the next sequence number. Written whole, as JSON, by the queue.
struct MutationJournal: Codable, Equatable, Sendable {
    /// A refused mutation with why, kept until the app acknowledges it.
    struct RefusedEntry: Codable, Equatable, Sendable {
        var mutation: Mutation
        var refusal: MutationRefusal
    }

    /// The format this version writes and reads; a journal of another format is corrupt to it.
    static let currentFormat = 1

    var format = MutationJournal.currentFormat
    /// The sequence number the next enqueued mutation gets; above every sequence in the journal.
    var nextSequence: UInt64 = 1
    /// The mutations not yet applied or refused, in sequence order.
    var pending: [Mutation] = []
    /// The refused mutations the app has not acknowledged, in the order they were refused.
    var refused: [RefusedEntry] = []

    /// Why the journal breaks one of its invariants, or `nil` when it keeps them all: its format is this version's,
    /// pending sequence numbers strictly increase, ids are unique, and `nextSequence` is above every sequence.
    var violation: String? {
        guard format == Self.currentFormat else {
            return "format \(format), this version reads format \(Self.currentFormat)"
        }
        var previous: UInt64?
        for mutation in pending {
            if let previous, mutation.sequence <= previous {
                return "pending sequence \(mutation.sequence) does not follow \(previous)"
            }
            previous = mutation.sequence
        }
        var ids = Set<UUID>()
        var sequences = Set<UInt64>()
        for mutation in pending + refused.map(\.mutation) {
            guard ids.insert(mutation.id).inserted else { return "mutation id \(mutation.id) appears twice" }
            guard sequences.insert(mutation.sequence).inserted else {
                return "sequence \(mutation.sequence) appears twice"
            }
            guard mutation.sequence < nextSequence else {
                return "sequence \(mutation.sequence) is not below nextSequence \(nextSequence)"
            }
        }
        return nil
    }
}
