/// What a ``Paginator`` knows of page positions when its strategy is ``PositionAddressablePaging``: the strategy's
/// two answers, over the paginator's key type. Made once, when the paginator is created, by asking the strategy
/// whether it conforms, so that a paginator over any strategy can place its pages and jump.
struct PageAddressing<Key: Hashable & Sendable>: Sendable {
    /// The position of the first item of the page with a key; see
    /// ``PositionAddressablePaging/position(ofPageAt:)``.
    let position: @Sendable (Key) -> Int?
    /// The key of the page that holds a position; see ``PositionAddressablePaging/key(containing:)``.
    let key: @Sendable (Int) -> Key?
    /// A key moved by a number of rows; see ``PositionAddressablePaging/key(_:movedBy:)``.
    let moved: @Sendable (Key, Int) -> Key?

    /// The addressing of `strategy`, or `nil` when it is not ``PositionAddressablePaging``.
    init?<Strategy: PagingStrategy>(_ strategy: Strategy) where Strategy.Key == Key {
        guard let addressable = strategy as? any PositionAddressablePaging else { return nil }
        self = Self.make(addressable)
    }

    private init(
        position: @escaping @Sendable (Key) -> Int?,
        key: @escaping @Sendable (Int) -> Key?,
        moved: @escaping @Sendable (Key, Int) -> Key?
    ) {
        self.position = position
        self.key = key
        self.moved = moved
    }

    /// Opens the strategy's type. Its key type is `Key` (it is the paginator's strategy), so the casts succeed.
    private static func make<Addressable: PositionAddressablePaging>(_ strategy: Addressable) -> Self {
        Self(
            position: { key in (key as? Addressable.Key).flatMap(strategy.position(ofPageAt:)) },
            key: { position in strategy.key(containing: position).flatMap { $0 as? Key } },
            moved: { key, delta in
                (key as? Addressable.Key).flatMap { strategy.key($0, movedBy: delta) }.flatMap { $0 as? Key }
            }
        )
    }
}

extension LoadedWindow {
    /// Where the listed items sit in the whole list, when a page stated its total; see ``ListPlaceholders``.
    /// The first listed item's position comes from `addressing` when there is one, otherwise from
    /// ``itemsBefore``.
    func placeholders(_ addressing: PageAddressing<Key>?) -> ListPlaceholders? {
        guard let statedTotal, !pages.isEmpty else { return nil }
        let leading = addressing.flatMap { $0.position(pages[0].key) } ?? itemsBefore
        return ListPlaceholders(
            leading: leading, loaded: items.count, total: statedTotal, hasMoreBefore: hasMoreAtStart,
            hasMoreAfter: hasMoreAtEnd)
    }
}
