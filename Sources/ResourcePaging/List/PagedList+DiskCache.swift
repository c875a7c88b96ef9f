import ResourceLoader

extension PagedList where Item: Codable, Item.ID: Codable, Key: Codable {
    /// Creates a list that keeps its pages in `diskCache` (a ``DiskPagedListSource``): on ``start()`` it shows the
    /// pages saved by the last launch at once, then syncs them with the server.
    ///
    /// - Parameters: as ``init(resource:service:initialKey:maximumPages:prefetchDistance:sectionID:)``, plus
    ///   `diskCache`, where the pages are kept.
    public convenience init(
        resource: Resource,
        service: any ResourceService,
        diskCache: DiskCache,
        initialKey: Key? = nil,
        maximumPages: Int? = nil,
        prefetchDistance: Int = 10,
        sectionID: @escaping @Sendable (Item) -> SectionID
    ) {
        self.init(
            resource: resource, service: service,
            localSource: DiskPagedListSource(resource: resource, service: service, cache: diskCache),
            initialKey: initialKey, maximumPages: maximumPages, prefetchDistance: prefetchDistance,
            sectionID: sectionID)
    }
}

extension PagedList where SectionID == SingleSection, Item: Codable, Item.ID: Codable, Key: Codable {
    /// Creates a list of one section that keeps its pages in `diskCache`; nothing loads until ``start()``.
    public convenience init(
        resource: Resource,
        service: any ResourceService,
        diskCache: DiskCache,
        initialKey: Key? = nil,
        maximumPages: Int? = nil,
        prefetchDistance: Int = 10
    ) {
        self.init(
            resource: resource, service: service, diskCache: diskCache, initialKey: initialKey,
            maximumPages: maximumPages, prefetchDistance: prefetchDistance, sectionID: { _ in .main })
    }
}
