/// Where a service writes the items its fetches bring, so that every list showing one of them shows the fetched
/// value: ResourcePaging's `SharedItemStore` is one. Give it to a service as
/// ``NetworkResourceService/Configuration/itemSharing``; each fetch of an ``ItemCarryingResource`` then writes its
/// items through, and the lists of resources that opt in (`PaginatedResource.sharesItems`) share it.
///
/// The service calls it after decoding, off the caller's actor; an implementation hops to its own (the store's is the
/// main actor).
public protocol ItemSharing: AnyObject, Sendable {
    /// Writes `items`, which a fetch brought. `fromCache` says the answer came from the response cache without the
    /// server being asked: such a value may be older than one the store holds, and is written only where the store
    /// holds none (or an older one, by the store's ordering).
    func share<Item: Identifiable & Equatable & Sendable>(_ items: [Item], fromCache: Bool) async
    where Item.ID: Sendable
}

/// A resource whose model is, or carries, items that lists show: when its service has an
/// ``NetworkResourceService/Configuration/itemSharing``, each fetch of it writes ``sharedItems(in:)`` through, so
/// every list showing one of them shows the fetched value. A resource that does not conform writes nothing.
///
/// ```swift
/// struct Message: NetworkJSONResourceType, ItemCarryingResource {
///     typealias Model = MessageRow  // Identifiable & Equatable: it is its own shared item
///     var id: Int
///     var path: String { "messages/\(id)" }
/// }
/// ```
public protocol ItemCarryingResource: NetworkResourceType {
    /// The type of the items the model carries; the model itself by default.
    associatedtype SharedItem: Identifiable & Equatable & Sendable = Model where SharedItem.ID: Sendable

    /// The items `model` carries, written through to the service's ``ItemSharing``. Defaults to the model itself when
    /// it is the item, and to its elements when it is an array of them.
    func sharedItems(in model: Model) -> [SharedItem]
}

extension ItemCarryingResource where Model == SharedItem {
    /// The model itself: it is the item.
    public func sharedItems(in model: Model) -> [SharedItem] { [model] }
}

extension ItemCarryingResource where Model == [SharedItem] {
    /// The model's elements.
    public func sharedItems(in model: Model) -> [SharedItem] { model }
}

extension NetworkResourceService {
    /// Writes the items `model` carries to `sharing`, when `resource` carries items (see ``ItemCarryingResource``).
    func share<Resource: NetworkResourceType>(
        _ model: Resource.Model, of resource: Resource, fromCache: Bool, to sharing: any ItemSharing
    ) async {
        guard let carrying = resource as? any ItemCarryingResource else { return }
        await Self.share(model, of: carrying, fromCache: fromCache, to: sharing)
    }

    private static func share<Resource: ItemCarryingResource>(
        _ model: Any, of resource: Resource, fromCache: Bool, to sharing: any ItemSharing
    ) async {
        // `resource` is the fetched resource, opened: its model is `Resource.Model`.
        guard let model = model as? Resource.Model else { return }
        let items = resource.sharedItems(in: model)
        guard !items.isEmpty else { return }
        await sharing.share(items, fromCache: fromCache)
    }
}
