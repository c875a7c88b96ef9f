import ResourceLoader

extension SharedItemStore {
    /// Fetches `resource` with `service` and writes the item it returns into the store, so that every list showing
    /// that item shows the fetched value, each in one update reconfiguring its row; returns the item.
    ///
    /// ```swift
    /// let user = try await store.fetch(API.user(id), with: service)  // the lists showing that user update too
    /// ```
    ///
    /// - Throws: the service's ``ResourceLoader/ResourceError``; nothing is written then.
    public func fetch<Resource: NetworkResourceType>(
        _ resource: Resource, with service: any ResourceService
    ) async throws(ResourceError) -> Resource.Model
    where Resource.Model: Identifiable & Equatable & Sendable, Resource.Model.ID: Sendable {
        let item = try await service.fetch(resource)
        write(item)
        return item
    }
}

extension SharedItemStore: ItemSharing {
    /// Writes `items` a service fetched (see ``ResourceLoader/ItemCarryingResource``), on the main actor: every list
    /// showing one of them updates. A cached answer (`fromCache`) is written only where the store holds no value, or
    /// an older one by the type's ordering.
    public nonisolated func share<Item: Identifiable & Equatable & Sendable>(
        _ items: [Item], fromCache: Bool
    ) async where Item.ID: Sendable {
        await writeFetched(items, fromCache: fromCache)
    }

    private func writeFetched<Item: Identifiable & Equatable & Sendable>(
        _ items: [Item], fromCache: Bool
    ) where Item.ID: Sendable {
        write(items, as: fromCache ? .restored : .fresh, from: nil)
    }
}
