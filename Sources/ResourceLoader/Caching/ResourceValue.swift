import Foundation

/// A model together with where it came from, as ``NetworkResourceService/values(for:)`` delivers it.
///
/// ```swift
/// for try await value in service.values(for: timeline) {
///     switch value.origin {
///     case .cached(let age): show(value.model, note: "saved \(Int(age)) s ago")
///     case .network, .revalidated: show(value.model, note: nil)
///     }
/// }
/// ```
public struct ResourceValue<Model: Sendable>: Sendable {
    /// Where a ``ResourceValue`` came from.
    public enum Origin: Sendable, Hashable {
        /// From the cache, without asking the server; `age` is the stored response's age in seconds.
        case cached(age: TimeInterval)
        /// From a full response the server sent just now.
        case network
        /// From the cache after the server answered `304 Not Modified`: what is stored is still current.
        case revalidated
    }

    /// The model.
    public let model: Model
    /// Where the model came from.
    public let origin: Origin

    /// Creates a value from its parts.
    public init(model: Model, origin: Origin) {
        self.model = model
        self.origin = origin
    }

    /// Whether the model came from the cache without asking the server.
    public var isCached: Bool {
        if case .cached = origin { return true }
        return false
    }
}
