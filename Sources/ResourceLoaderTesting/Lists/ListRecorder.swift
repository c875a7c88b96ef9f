import ResourcePaging
import ResourceStore

/// Records every ``ResourcePaging/ListUpdate`` a list delivers and checks each as a table view would take it:
/// the update's diff, applied to the snapshot the recorder held, must give the update's snapshot, and no id may
/// be listed twice. Every broken rule is kept in ``mismatches``; a test expects it empty.
///
/// ```swift
/// let recorder = ListRecorder(recording: list)
/// await list.start()
/// await list.loadNextPage()
/// #expect(recorder.mismatches.isEmpty)
/// #expect(recorder.updates.last?.diff.itemInserts.count == 20)
/// ```
@MainActor
public final class ListRecorder<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// The snapshot of the last update received (or the one the recorder started from).
    public private(set) var snapshot: ListSnapshot<SectionID, ItemID>
    /// Every update received, in order.
    public private(set) var updates: [ListUpdate<SectionID, ItemID>] = []
    /// One sentence per broken rule, naming the update (counted from 1): a diff that cannot be applied to the
    /// previous snapshot, a diff that does not rebuild the update's snapshot, an id listed twice.
    public private(set) var mismatches: [String] = []

    /// Creates a recorder that holds `snapshot` (empty by default), as a screen that shows it does.
    public init(snapshot: ListSnapshot<SectionID, ItemID> = ListSnapshot()) {
        self.snapshot = snapshot
    }

    /// Creates a recorder of every update `list` delivers from now on, starting from what it shows now. It
    /// chains the list's `onUpdate`: a callback set before keeps being called, first.
    public convenience init<Resource>(recording list: PagedList<Resource, SectionID>)
    where Resource.Item.ID == ItemID {
        self.init(snapshot: list.snapshot)
        let previous = list.onUpdate
        list.onUpdate = { [weak self] update in
            previous?(update)
            self?.receive(update)
        }
    }

    /// The last update received, if any.
    public var lastUpdate: ListUpdate<SectionID, ItemID>? { updates.last }

    /// Applies `update`'s diff to the snapshot held, records any rule it breaks, then holds its snapshot.
    public func receive(_ update: ListUpdate<SectionID, ItemID>) {
        updates.append(update)
        let number = updates.count
        do {
            let applied = try update.diff.applying(to: snapshot)
            if Self.layout(of: applied) != Self.layout(of: update.snapshot) {
                mismatches.append("update \(number): the diff does not rebuild the snapshot")
            }
        } catch {
            mismatches.append("update \(number): \(error)")
        }
        snapshot = update.snapshot
        if Set(update.snapshot.itemIdentifiers).count != update.snapshot.numberOfItems {
            mismatches.append("update \(number): an id is listed twice")
        }
    }

    /// The item ids of each section of `snapshot`, in order.
    public static func layout(of snapshot: ListSnapshot<SectionID, ItemID>) -> [[ItemID]] {
        snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
    }
}
