// expect: rejected Task.sleep(for:
// The fence of `if #available` ends with its block: the second use is unfenced.
func pause() async throws {
    if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
        try await Task.sleep(for: .milliseconds(10))
    }
    try await Task.sleep(for: .milliseconds(10))
}
