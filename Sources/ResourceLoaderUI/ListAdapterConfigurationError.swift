/// A mistake in how an app set up a list view adapter, which the adapter works around and reports (its
/// `configurationError`) rather than stopping the app: check it in a test or a debug build.
public enum ListAdapterConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A view was given both as a background view and as a footer view. A view has one superview: shown as the
    /// footer and then as the background (or the other way round), it would leave an empty place. The adapter shows
    /// it as the background only; the footer shows nothing for the states that view was given for.
    case viewIsBothBackgroundAndFooter

    /// What went wrong, and what the adapter does about it.
    public var description: String {
        switch self {
        case .viewIsBothBackgroundAndFooter:
            "a view was given both as a background and as a footer view (a view has one superview): it is shown as "
                + "the background only"
        }
    }
}
