import Foundation
import ResourceLoader

/// A ``ListEdit`` as the payload of a queued ``ResourceLoader/Mutation``: the mutation's kind says which edit, the
/// payload holds the item (or, for a removal, the id) and an insertion's point, as JSON.
struct QueuedListEdit<Item: Codable, ID: Codable>: Codable {
    /// The inserted or updated item.
    var item: Item?
    /// The removed row's id.
    var id: ID?
    /// Where an insertion goes: `"start"`, `"end"` or `"after"` (then `after` names the row).
    var point: String?
    /// The row an insertion goes after.
    var after: ID?
}

/// Why a queued mutation is not a list edit this list can show.
struct QueuedListEditError: Error, CustomStringConvertible {
    let mutation: Mutation
    let reason: String

    var description: String {
        "mutation \(mutation.sequence) (\(mutation.kind.rawValue)) is not a list edit: \(reason)"
    }
}

extension ListEdit where Item: Codable, Item.ID: Codable {
    /// The kind of mutation this edit is queued as.
    var mutationKind: Mutation.Kind {
        switch self {
        case .insert: .insert
        case .update: .update
        case .remove: .remove
        }
    }

    /// The payload this edit is queued with.
    var queuedPayload: QueuedListEdit<Item, Item.ID> {
        switch self {
        case .update(let item): QueuedListEdit(item: item)
        case .remove(let id): QueuedListEdit(id: id)
        case .insert(let item, .start): QueuedListEdit(item: item, point: "start")
        case .insert(let item, .end): QueuedListEdit(item: item, point: "end")
        case .insert(let item, .after(let id)): QueuedListEdit(item: item, point: "after", after: id)
        }
    }

    /// The edit `mutation` was queued as.
    ///
    /// - Throws: ``QueuedListEditError`` when its kind or payload is not one a list edit is queued with.
    init(queued mutation: Mutation) throws {
        let payload: QueuedListEdit<Item, Item.ID>
        do {
            payload = try mutation.decodedPayload()
        } catch {
            throw QueuedListEditError(mutation: mutation, reason: "\(error)")
        }
        switch (mutation.kind, payload.item, payload.id, payload.point, payload.after) {
        case (.update, let item?, _, _, _): self = .update(item)
        case (.remove, _, let id?, _, _): self = .remove(id)
        case (.insert, let item?, _, "end", _): self = .insert(item, at: .end)
        case (.insert, let item?, _, "after", let after?): self = .insert(item, at: .after(after))
        case (.insert, let item?, _, _, _): self = .insert(item, at: .start)
        default: throw QueuedListEditError(mutation: mutation, reason: "no item or id for its kind")
        }
    }
}
