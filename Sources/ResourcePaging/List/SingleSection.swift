/// The one section of a ``PagedList`` that does not group its rows.
public enum SingleSection: Hashable, Sendable {
    /// The only section.
    case main
}
