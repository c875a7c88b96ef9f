import Dispatch

/// Fetches resources and decodes them into their models.
///
/// ``NetworkResourceService`` is the implementation over URLSession; conform your own type to put another
/// transport, a cache or a fake behind the same API.
public protocol ResourceService: Sendable {
    /// Fetches `resource` and returns its model.
    ///
    /// - Throws: a ``ResourceError`` saying what went wrong and where; ``ResourceError/cancelled`` when the
    ///   calling task is cancelled.
    func fetch<Resource: NetworkResourceType>(_ resource: Resource) async throws(ResourceError) -> Resource.Model

    /// Every invalidation of the service's cache from now on, in order, each in full: nothing is dropped, however
    /// slowly the stream is read. The stream ends when the service is released, or when its reader stops.
    ///
    /// A `PagedList` observes it to refresh when its pages were invalidated. The default is a stream that ends at
    /// once: a service without a cache has nothing to invalidate.
    func invalidations() -> AsyncStream<CacheInvalidation>

    /// Where the service writes the items its fetches bring, which the lists of resources that opt in share; `nil` by
    /// default. See ``ItemSharing``.
    var itemSharing: (any ItemSharing)? { get }
}

extension ResourceService {
    /// A stream that ends at once: this service announces no invalidations.
    public func invalidations() -> AsyncStream<CacheInvalidation> {
        AsyncStream { $0.finish() }
    }

    /// `nil`: this service shares no items.
    public var itemSharing: (any ItemSharing)? { nil }

    /// Fetches `resource` and calls `completion` with the result on `queue`.
    ///
    /// For code that is not async. Cancelling the returned task delivers ``ResourceError/cancelled``.
    ///
    /// ```swift
    /// let task = service.fetch(UserResource(id: 7)) { result in
    ///     switch result {
    ///     case .success(let user): show(user)
    ///     case .failure(let error): show(error)
    ///     }
    /// }
    /// task.cancel()
    /// ```
    @discardableResult
    public func fetch<Resource: NetworkResourceType>(
        _ resource: Resource,
        queue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Resource.Model, ResourceError>) -> Void
    ) -> FetchTask {
        let task = Task {
            let result: Result<Resource.Model, ResourceError>
            do throws(ResourceError) { result = .success(try await fetch(resource)) } catch { result = .failure(error) }
            queue.async { completion(result) }
        }
        return FetchTask(task)
    }

    /// Fetches `resource`, returning the outcome as a `Result` instead of throwing.
    public func result<Resource: NetworkResourceType>(
        for resource: Resource
    ) async -> Result<Resource.Model, ResourceError> {
        do throws(ResourceError) { return .success(try await fetch(resource)) } catch { return .failure(error) }
    }
}

/// A fetch started with a completion handler; cancel it to stop the load.
public struct FetchTask: Sendable {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) {
        self.task = task
    }

    /// Stops the load; the completion handler then receives ``ResourceError/cancelled``.
    public func cancel() {
        task.cancel()
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { task.isCancelled }
}
