import Foundation
import ResourceSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Applies an ``Authenticating`` value's credentials to requests for its origin, and runs at most one refresh at a
/// time however many requests are rejected together.
///
/// Credentials have a generation, which goes up each time a refresh ends. A signed request remembers the
/// generation it was signed in (read before ``Authenticating/authenticate(_:)`` runs, so it can only be older than
/// the credential it carries, never newer). When it is rejected:
/// - signed in the current generation, no refresh running: it starts the refresh and waits for it;
/// - signed in the current generation, a refresh running: it waits for that refresh;
/// - signed in an older generation: a refresh already ended since it was signed, so it is retried at once
///   (or fails with that refresh's error, if that refresh failed and was the only one since).
final class CredentialRefresher: Sendable {
    /// How a refresh ended, as the requests waiting for it see it.
    enum Outcome: Sendable {
        /// New credentials are in place: sign the request again and resend it.
        case refreshed
        /// The refresh threw this error.
        case failed(any Error)
        /// The waiting task was cancelled; the refresh goes on for the others.
        case cancelled
    }

    /// A request with credentials applied, and the generation it was signed in (`nil` when it is for another
    /// origin and went out without credentials).
    struct Signed {
        var request: URLRequest
        var generation: Int?
    }

    private struct State {
        /// Goes up by one each time a refresh ends, whether it succeeded or failed.
        var generation = 0
        /// The refresh running now, for requests signed in `generation`.
        var running: OneShot<Outcome>?
        /// The error of the refresh that ended the previous generation, if it failed.
        var previousFailure: (any Error)?
    }

    private let authenticator: any Authenticating
    private let origin: Origin?
    private let state = Locked(State())

    /// The refreshers whose ``Authenticating/refreshCredentials()`` the current task runs in (a token request the
    /// authenticator makes through the same service sees its own refresher here).
    @TaskLocal private static var refreshesInProgress: Set<ObjectIdentifier> = []

    /// Whether the current task runs inside this refresher's refresh: a request it makes (fetching the new token
    /// through the same service) must not wait for that refresh, which waits for it.
    var isRefreshingInCurrentTask: Bool {
        Self.refreshesInProgress.contains(ObjectIdentifier(self))
    }

    /// Creates a refresher for `authenticator`, whose credentials go to its own origin or else to `baseURL`'s.
    init(_ authenticator: any Authenticating, baseURL: URL?) {
        self.authenticator = authenticator
        self.origin = (authenticator.origin ?? baseURL).map(Origin.init)
    }

    /// Whether requests for `url` get credentials: only those for the authenticator's origin.
    func covers(_ url: URL?) -> Bool {
        guard let origin, let url else { return false }
        return Origin(url) == origin
    }

    /// `request` with the current credentials, if it is for the authenticator's origin.
    ///
    /// - Throws: ``ResourceError/authenticationFailed(url:underlying:)`` when the authenticator throws.
    func sign(_ request: URLRequest) async throws(ResourceError) -> Signed {
        guard covers(request.url) else { return Signed(request: request, generation: nil) }
        let generation = state.withLock { $0.generation }
        var signed = request
        do {
            try await authenticator.authenticate(&signed)
        } catch {
            if Task.isCancelled || error is CancellationError { throw .cancelled }
            throw .authenticationFailed(url: request.url, underlying: error)
        }
        return Signed(request: signed, generation: generation)
    }

    /// Waits until the credentials of `generation` have been refreshed, starting the refresh if none ran since.
    func refresh(after generation: Int) async -> Outcome {
        enum Step {
            case done(Outcome)
            case wait(OneShot<Outcome>)
            case start(OneShot<Outcome>)
        }
        let step = state.withLock { state -> Step in
            if generation < state.generation {
                if generation == state.generation - 1, let failure = state.previousFailure {
                    return .done(.failed(failure))
                }
                return .done(.refreshed)
            }
            if let running = state.running { return .wait(running) }
            let running = OneShot<Outcome>(valueOnCancellation: .cancelled)
            state.running = running
            return .start(running)
        }
        switch step {
        case .done(let outcome):
            return outcome
        case .wait(let running):
            return await running.value
        case .start(let running):
            Task { await self.runRefresh(fulfilling: running) }
            return await running.value
        }
    }

    /// Runs the authenticator's refresh, ends the generation and tells every waiter how it went.
    private func runRefresh(fulfilling running: OneShot<Outcome>) async {
        let outcome: Outcome
        do {
            let inProgress = Self.refreshesInProgress.union([ObjectIdentifier(self)])
            try await Self.$refreshesInProgress.withValue(inProgress) {
                try await authenticator.refreshCredentials()
            }
            outcome = .refreshed
        } catch {
            outcome = .failed(error)
        }
        state.withLock { state in
            state.generation += 1
            state.running = nil
            if case .failed(let error) = outcome { state.previousFailure = error } else { state.previousFailure = nil }
        }
        running.fulfil(outcome)
    }
}
