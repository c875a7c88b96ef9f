// expect: rejected ContinuousClock
// The else block of `guard #available` runs where the versions are NOT available: a use there is unfenced.
func now() -> Any? {
    guard #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) else {
        return ContinuousClock().now
    }
    return nil
}
