/// Carries an `AsyncStream`'s continuation out of the stream's build closure, which runs synchronously in `init`.
final class ContinuationBox<Element: Sendable>: @unchecked Sendable {
    // Safe to be `@unchecked Sendable`: `continuation` is written once inside `AsyncStream.init`'s build closure,
    // which runs synchronously before `init` returns, and only read after that on the same task.
    var continuation: AsyncStream<Element>.Continuation?
}
