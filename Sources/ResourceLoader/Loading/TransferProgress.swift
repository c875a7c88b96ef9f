/// How far one direction of a transfer has come: the bytes moved so far and, when the other side declared it,
/// how many there are in all.
///
/// ```swift
/// for await progress in transfer.progress {
///     bar.fraction = progress.fractionCompleted ?? 0
/// }
/// ```
public struct TransferProgress: Hashable, Sendable {
    /// The bytes sent or received so far.
    public var bytesSoFar: Int64
    /// The bytes there are in all: the response's `Content-Length` (of the body as it is handed over: `nil` for a
    /// compressed body, whose declared length is that of the compressed bytes), or the size of the file being
    /// uploaded; `nil` when unknown, as for a chunked response.
    public var expectedBytes: Int64?

    /// A progress of `bytesSoFar` out of `expectedBytes`.
    public init(bytesSoFar: Int64, expectedBytes: Int64?) {
        self.bytesSoFar = bytesSoFar
        self.expectedBytes = expectedBytes
    }

    /// `bytesSoFar / expectedBytes`, at most 1; `nil` when the total is unknown. An empty body is complete (1).
    public var fractionCompleted: Double? {
        guard let expectedBytes, expectedBytes >= 0 else { return nil }
        guard expectedBytes > 0 else { return 1 }
        return min(1, Double(bytesSoFar) / Double(expectedBytes))
    }
}
