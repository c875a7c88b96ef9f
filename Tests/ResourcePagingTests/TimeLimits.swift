import Testing

/// Time limits for tests, fenced to the systems that have them.
///
/// `.timeLimit` needs macOS 13 / iOS 16 / tvOS 16 / watchOS 9, while the package supports macOS 12 / iOS 15, and
/// `@Test` cannot be applied to a function marked `@available`; these traits check availability at run time and
/// fall back to no limit on older systems.
enum TimeLimits {
    /// A one-minute limit where the system supports `.timeLimit`; no limit elsewhere.
    static var oneMinute: any TestTrait {
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            return .timeLimit(.minutes(1))
        }
        return .enabled(if: true)
    }
}
