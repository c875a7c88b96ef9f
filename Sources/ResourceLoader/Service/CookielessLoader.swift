import Foundation
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default loader's twin for requests that carry a credential: a ``DataLoader`` over a copy of the service's
/// session configuration without cookie storage (see `NetworkResourceService+Cookies.swift`), made on first use so
/// that a service that never sends a credential never opens a second session.
final class CookielessLoader: @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: `configuration` is a private copy that nothing else references, never
    // mutated after `init`, and only read inside `made.withLock`, which serialises every use; every other stored
    // property is a `Sendable` `let`.
    private let configuration: URLSessionConfiguration
    private let maximumResponseSize: Int?
    private let made = Locked<DataLoader?>(nil)

    /// A twin over `configuration` (already without cookie storage), accepting bodies up to `maximumResponseSize`.
    init(configuration: URLSessionConfiguration, maximumResponseSize: Int?) {
        self.configuration = configuration
        self.maximumResponseSize = maximumResponseSize
    }

    /// The loader, made on first use.
    var loader: DataLoader {
        made.withLock { made in
            if let made { return made }
            let loader = DataLoader(configuration: configuration, maximumResponseSize: maximumResponseSize)
            made = loader
            return loader
        }
    }
}
