import ResourceLoaderTestSupport
import Testing

@testable import ResourceStore

/// Random batches of every write, checked against what the store showed before and after each one.
@Suite("SectionedStore under random batches")
struct StoreBatchPropertyTests {
    /// A fixed list of seeds, plus a few fresh ones each run; a failure names its seed, which reproduces it.
    static let seeds: [UInt64] = Array(0..<48) + (0..<4).map { _ in UInt64.random(in: 1_000...UInt64.max) }

    @Test(
        "every visible difference is in the event; its diff rebuilds the new snapshot and replays under UIKit's rules",
        arguments: seeds)
    func randomBatches(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let policy = DuplicatePolicy.allCases[Int(seed % 3)]
        let store = ContactStore(duplicatePolicy: policy)
        let events = Recorder<StoreChange<String, Contact>>()
        store.addCallbacks(StoreChangeCallbacks(didChangeContent: { events.append($0) }))
        for step in 0..<30 {
            let context = "seed \(seed) (\(policy)) batch \(step)"
            let before = Visible(store.sections)
            let old = store.snapshot
            let version = store.version
            var writes: [String] = []
            try store.performBatch { (batch) throws(ContactStore.Error) in
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    writes.append(try RandomWrite.apply(to: &batch, using: &random))
                }
            }
            let after = Visible(store.sections)
            let new = store.snapshot
            let described = "\(context): \(writes.joined(separator: "; "))"
            let ids = new.itemIdentifiers
            #expect(Set(ids).count == ids.count, "\(described)")
            #expect(after.layout == new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }, "\(described)")
            guard before != after else {
                #expect(store.version == version, "nothing visible changed but an event was sent: \(described)")
                continue
            }
            #expect(store.version == version + 1, "something visible changed but no event was sent: \(described)")
            guard store.version == version + 1, let change = events.all.last else { continue }
            #expect(Visible(change.sections) == after && change.snapshot.hasSameLayout(as: new), "\(described)")
            try check(change.diff, from: old, to: new, before: before, after: after, described)
        }
    }

    /// Checks one event's diff: it rebuilds the new snapshot, replays under UIKit's rules, redraws every row
    /// whose value changed and every header whose title changed, and reconfigures or reloads nothing else.
    func check(
        _ diff: ListDiff<String, Int>,
        from old: ListSnapshot<String, Int>,
        to new: ListSnapshot<String, Int>,
        before: Visible,
        after: Visible,
        _ described: String
    ) throws {
        #expect(try diff.applying(to: old).hasSameLayout(as: new), "\(described)")
        let replay = BatchUpdateReplay(diff, from: old, to: new)
        #expect(replay.violations == [], "\(described)")
        let oldValues = before.values
        for (sectionIndex, section) in after.sections.enumerated() {
            if let oldTitle = before.titles[section.id], oldTitle != section.title {
                #expect(
                    replay.headers.indices.contains(sectionIndex) && replay.headers[sectionIndex].isFresh,
                    "section \(section.id) retitled \(oldTitle ?? "nil") → \(section.title ?? "nil") not redrawn: \(described)"
                )
            }
            for (itemIndex, item) in section.items.enumerated() {
                guard let oldValue = oldValues[item.id], oldValue != item else { continue }
                let path = ListIndexPath(item: itemIndex, section: sectionIndex)
                #expect(
                    replay.isRedrawn(at: path), "item \(oldValue) → \(item) at \(path) not redrawn: \(described)")
            }
        }
        let newValues = after.values
        for update in diff.itemReconfigures + diff.itemReloads {
            #expect(oldValues[update.id] != newValues[update.id], "\(update.id) redrawn unchanged: \(described)")
        }
        for reload in diff.sectionReloads {
            #expect(
                before.titles[reload.id] != after.titles[reload.id], "\(reload.id) reloaded unchanged: \(described)")
        }
    }
}

/// What a store shows: its sections in order, each with its title and item values.
struct Visible: Equatable {
    struct Section: Equatable {
        let id: String
        let title: String?
        let items: [Contact]
    }

    let sections: [Section]

    init(_ sections: [StoreSection<String, Contact>]) {
        self.sections = sections.map { Section(id: $0.id, title: $0.title, items: $0.items) }
    }

    var layout: [[Int]] { sections.map { $0.items.map(\.id) } }
    var titles: [String: String?] { Dictionary(uniqueKeysWithValues: sections.map { ($0.id, $0.title) }) }
    var values: [Int: Contact] {
        Dictionary(uniqueKeysWithValues: sections.flatMap { $0.items.map { ($0.id, $0) } })
    }
}

/// One random write of every kind the store offers, always valid for the batch's current state.
enum RandomWrite {
    static let sectionPool = ["s0", "s1", "s2", "s3", "s4"]
    static let titles: [String?] = [nil, "A", "B"]

    static func contact(_ random: inout SplitMix64) -> Contact {
        Contact(Int.random(in: 0..<24, using: &random), "v\(Int.random(in: 0..<3, using: &random))")
    }

    static func contacts(_ random: inout SplitMix64, upTo count: Int) -> [Contact] {
        (0..<Int.random(in: 0...count, using: &random)).map { _ in contact(&random) }
    }

    /// Applies one random write to `batch` and returns what it did, for failure messages.
    static func apply(to batch: inout ContactTransaction, using random: inout SplitMix64) throws(ContactStore.Error)
        -> String
    {
        let sections = batch.sections.map(\.id)
        let absent = sectionPool.filter { !sections.contains($0) }
        guard let section = sections.randomElement(using: &random) else {
            let id = absent.randomElement(using: &random)!
            try batch.appendSection(id, title: titles.randomElement(using: &random)!)
            return "appendSection \(id)"
        }
        let count = batch.sections.first { $0.id == section }!.items.count
        let index = sections.firstIndex(of: section)!
        switch Int.random(in: 0..<16, using: &random) {
        case 0, 1:
            let items = contacts(&random, upTo: 4)
            try batch.append(items, toSection: section)
            return "append \(items) to \(section)"
        case 2:
            let items = contacts(&random, upTo: 3)
            let path = ListIndexPath(item: Int.random(in: 0...count, using: &random), section: index)
            try batch.insert(items, at: path)
            return "insert \(items) at \(path)"
        case 3:
            let items = contacts(&random, upTo: 3)
            try batch.upsert(items, toSection: section)
            return "upsert \(items) to \(section)"
        case 4:
            let ids = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0..<24, using: &random) }
            batch.remove(ids)
            return "remove \(ids)"
        case 5:
            let to = Int.random(in: 0..<sections.count, using: &random)
            try batch.moveSection(section, to: to)
            return "moveSection \(section) to \(to)"
        case 6:
            let title = titles.randomElement(using: &random)!
            try batch.setTitle(title, forSection: section)
            return "setTitle \(title ?? "nil") for \(section)"
        case 7:
            let title = titles.randomElement(using: &random)!
            let items = batch.sections[index].items
            try batch.removeSection(section)
            let at = Int.random(in: 0...sections.count - 1, using: &random)
            try batch.insertSection(section, title: title, at: at)
            try batch.append(
                items.map { Contact($0.id, Bool.random(using: &random) ? $0.name : "re-added") }, toSection: section)
            return "remove and re-add \(section) at \(at) titled \(title ?? "nil")"
        case 8 where sections.count > 1:
            try batch.removeSection(section)
            return "removeSection \(section)"
        case 8, 9:
            guard let id = absent.randomElement(using: &random) else { return "no section to insert" }
            let at = Int.random(in: 0...sections.count, using: &random)
            try batch.insertSection(id, title: titles.randomElement(using: &random)!, at: at)
            return "insertSection \(id) at \(at)"
        case 10, 11:
            let page = contacts(&random, upTo: 4)
            let offset = 4 * Int.random(in: 0..<4, using: &random)
            try batch.write(page: page, at: offset, inSection: section)
            return "write page \(page) at \(offset) in \(section)"
        case 12 where count > 0:
            let path = ListIndexPath(item: Int.random(in: 0..<count, using: &random), section: index)
            let item = contact(&random)
            try batch.replaceItem(at: path, with: item)
            return "replaceItem at \(path) with \(item)"
        case 12, 13:
            guard let moved = batch.sections.flatMap(\.items).randomElement(using: &random) else {
                return "no item to move"
            }
            batch.remove([moved.id])
            let target = batch.sections[index].items.count
            let path = ListIndexPath(item: Int.random(in: 0...target, using: &random), section: index)
            let value = Bool.random(using: &random) ? moved : Contact(moved.id, "moved")
            try batch.insert([value], at: path)
            return "move \(moved) to \(path) as \(value)"
        case 14:
            let items = contacts(&random, upTo: 4)
            try batch.replaceItems(inSection: section, with: items)
            return "replaceItems in \(section) with \(items)"
        default:
            // Rebuild the whole list in one batch, as many screens refresh.
            let all = batch.sections
            if Bool.random(using: &random) { batch.removeAllItems() } else { batch.removeAll() }
            for old in all where !batch.sections.contains(where: { $0.id == old.id }) {
                try batch.appendSection(old.id, title: Bool.random(using: &random) ? old.title : "rebuilt")
            }
            for old in all {
                let items = old.items.map { Contact($0.id, Bool.random(using: &random) ? $0.name : "rebuilt") }
                try batch.append(items, toSection: old.id)
            }
            return "rebuild"
        }
    }
}

typealias ContactTransaction = StoreTransaction<String, Contact>
