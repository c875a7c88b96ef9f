/// How urgent a request is, as `URLSessionTask.priority` takes it: a row the user sees before a row prefetched.
///
/// Set it for the requests a piece of work starts, however deep (`DataLoader` reads it when it creates each task):
///
/// ```swift
/// let page = await RequestPriority.$current.withValue(.high) {
///     try? await service.fetch(PageOfUsers())
/// }
/// ```
///
/// `PagedList` sends the pages rows on screen ask for at ``high`` and prefetched pages at ``low``.
public struct RequestPriority: Hashable, Sendable, Comparable {
    /// The value given to `URLSessionTask.priority`, from 0 (least urgent) to 1.
    public let value: Float

    /// A priority of `value`, clamped to 0…1.
    public init(_ value: Float) {
        self.value = value.isNaN ? 0.5 : min(max(value, 0), 1)
    }

    /// `URLSessionTask.lowPriority` (0.25): prefetching.
    public static let low = RequestPriority(0.25)
    /// `URLSessionTask.defaultPriority` (0.5).
    public static let `default` = RequestPriority(0.5)
    /// `URLSessionTask.highPriority` (0.75): what the user waits for.
    public static let high = RequestPriority(0.75)

    /// The priority of the requests started in the current task; `nil` (the default) leaves the session's.
    @TaskLocal public static var current: RequestPriority?

    /// Whether `lhs` is less urgent than `rhs`.
    public static func < (lhs: RequestPriority, rhs: RequestPriority) -> Bool { lhs.value < rhs.value }
}
