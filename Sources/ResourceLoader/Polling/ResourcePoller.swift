/// Fetches one resource now and then every `interval` seconds while it is shown and the app is in the foreground,
/// and delivers each new value: what a screen that shows a live value (a score, a status) keeps.
///
/// Polls never overlap, neither each other nor a fetch of ``start()`` or ``refreshInBackground()``; of two fetches
/// that overlap, the answer of the one started later wins, whichever lands last. While hidden (``isShown``) or in the background (``isInForeground``), polling pauses; when it
/// comes back after at least one interval passed, it fetches once (not once per missed interval) and counts the
/// next interval from there. When the model is `Equatable`, a value equal to the one delivered last is not
/// delivered again. Polling stops, and every stream of ``values()`` finishes, when the poller is released.
///
/// ```swift
/// let poller = ResourcePoller(resource: Scoreboard(), service: service, interval: 15)
/// await poller.start()
/// for await result in poller.values() {
///     if case .success(let scores) = result { show(scores) }
/// }
/// ```
///
/// Each fetch uses the resource's cache policy: give the resource one that asks the server (the service's
/// default, ``CachePolicy/networkOnly``, or ``CachePolicy/cacheElseNetwork(maximumAge:)`` with `0`).
@MainActor
public final class ResourcePoller<Resource: NetworkResourceType> {
    /// The outcome of one fetch.
    public typealias Value = Result<Resource.Model, ResourceError>

    /// The streams of ``values()``, finished when the poller is released.
    private final class Streams {
        private var continuations: [Int: AsyncStream<Value>.Continuation] = [:]
        private var nextID = 0

        func add(_ continuation: AsyncStream<Value>.Continuation) -> Int {
            nextID += 1
            continuations[nextID] = continuation
            return nextID
        }

        func remove(_ id: Int) {
            continuations[id] = nil
        }

        func yield(_ value: Value) {
            for continuation in continuations.values { continuation.yield(value) }
        }

        deinit {
            for continuation in continuations.values { continuation.finish() }
        }
    }

    /// The resource it fetches.
    public let resource: Resource
    /// What fetches it.
    public let service: any ResourceService
    /// The seconds between two fetches.
    public let interval: Double
    /// Whether the value is on screen; `true` by default. Polling pauses while it is `false`.
    public var isShown = true {
        didSet { loop?.setPaused(!isPollingAllowed) }
    }
    /// Whether the app is in the foreground; `true` by default. Polling pauses while it is `false`.
    public var isInForeground = true {
        didSet { loop?.setPaused(!isPollingAllowed) }
    }
    /// The last outcome delivered, if any.
    public private(set) var latest: Value?

    private let sleeper: any Sleeping
    private let isDuplicate: (@Sendable (Resource.Model, Resource.Model) -> Bool)?
    private let streams = Streams()
    private var loop: PollingLoop?
    /// How many fetches run now (a poll's, ``start()``'s, background refreshes'); a poll is skipped while any does.
    private var fetchesRunning = 0
    /// The number the next fetch gets: fetches are numbered in the order they start.
    private var nextFetchNumber: UInt64 = 0
    /// The number of the latest-started fetch whose answer was taken (delivered, or equal to the value delivered);
    /// an answer of a fetch started before it is older and is dropped.
    private var newestAnswerNumber: UInt64?

    /// Creates a poller that delivers every value fetched; nothing is fetched until ``start()``.
    ///
    /// - Parameters:
    ///   - resource: what to fetch.
    ///   - service: what fetches it.
    ///   - interval: the seconds between two fetches.
    ///   - sleeper: what waits out the interval; inject one to test.
    public convenience init(
        resource: Resource, service: any ResourceService, interval: Double, sleeper: any Sleeping = TaskSleeper()
    ) {
        self.init(resource: resource, service: service, interval: interval, sleeper: sleeper, isDuplicate: nil)
    }

    /// Creates a poller that does not deliver a value equal to the one delivered last; nothing is fetched until
    /// ``start()``.
    ///
    /// - Parameters: as ``init(resource:service:interval:sleeper:)``.
    public convenience init(
        resource: Resource, service: any ResourceService, interval: Double, sleeper: any Sleeping = TaskSleeper()
    ) where Resource.Model: Equatable {
        self.init(resource: resource, service: service, interval: interval, sleeper: sleeper, isDuplicate: { $0 == $1 })
    }

    private init(
        resource: Resource, service: any ResourceService, interval: Double, sleeper: any Sleeping,
        isDuplicate: (@Sendable (Resource.Model, Resource.Model) -> Bool)?
    ) {
        self.resource = resource
        self.service = service
        self.interval = interval
        self.sleeper = sleeper
        self.isDuplicate = isDuplicate
    }

    /// Every outcome delivered from now on, starting with ``latest`` when there is one. The stream ends when the
    /// poller is released, or when its reader stops.
    public func values() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
        if let latest { continuation.yield(latest) }
        let id = streams.add(continuation)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams.remove(id) }
        }
        return stream
    }

    /// Fetches at once and delivers the outcome, then polls every ``interval`` seconds; calling it again only
    /// fetches again.
    ///
    /// - Returns: the first fetch's outcome.
    @discardableResult
    public func start() async -> Value {
        let value = await fetch()
        if loop == nil {
            loop = PollingLoop(interval: interval, sleeper: sleeper, isPaused: !isPollingAllowed, onTick: onPollingTick)
            { [weak self] in
                guard let self, self.fetchesRunning == 0 else { return false }
                await self.fetch()
                return true
            }
        }
        return value
    }

    /// Called after each tick of the polling timer; lets tests wait for a poll without sleeping.
    package var onPollingTick: ((PollingTick) -> Void)? {
        didSet { loop?.onTick = onPollingTick }
    }

    /// The polling timer's task, while the poller polls; for tests, which await it after releasing the poller.
    package var pollingTask: Task<Void, Never>? { loop?.task }

    private var isPollingAllowed: Bool { isShown && isInForeground }

    /// Fetches once and delivers the outcome, unless it is a value equal to the one delivered last, or the answer
    /// of a fetch that started before the one whose answer was taken last (it would replace a newer value).
    @discardableResult
    private func fetch() async -> Value {
        fetchesRunning += 1
        defer { fetchesRunning -= 1 }
        nextFetchNumber += 1
        let number = nextFetchNumber
        let value = await service.result(for: resource)
        // A fetch cancelled (a background refresh out of time) tells the reader nothing.
        if case .failure(.cancelled) = value { return value }
        if let newestAnswerNumber, newestAnswerNumber > number { return value }
        newestAnswerNumber = number
        if case .success(let new) = value, case .success(let old) = latest, let isDuplicate, isDuplicate(old, new) {
            return value
        }
        latest = value
        streams.yield(value)
        return value
    }
}

extension ResourcePoller: BackgroundRefreshing {
    /// Fetches once, as a poll does: what ``BackgroundRefresh/refreshAll(within:)`` calls. Returns whether the fetch
    /// succeeded.
    public func refreshInBackground() async -> Bool {
        if case .success = await fetch() { return true }
        return false
    }
}
