/// Identifies callbacks added with ``SectionedStore/addCallbacks(_:)``, to remove them later.
public struct StoreCallbacksToken: Hashable, Sendable {
    let value: Int
}
