import ResourceLoader

extension ScriptedDataLoader {
    /// A service that sends every request through this loader and does not retry (so a scripted `503` or
    /// transport error reaches the code under test at once, with no real wait), then configured by `configure`.
    ///
    /// ```swift
    /// let list = PagedList(resource: Users(), service: loader.makeService())
    /// ```
    public func makeService(
        _ configure: (inout NetworkResourceService.Configuration) -> Void = { _ in }
    ) -> NetworkResourceService {
        NetworkResourceService { configuration in
            configuration.dataLoader = self
            configuration.retryPolicy = .never
            configure(&configuration)
        }
    }
}
