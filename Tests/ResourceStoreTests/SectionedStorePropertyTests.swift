import ResourceLoaderTestSupport
import Testing

@testable import ResourceStore

@Suite("SectionedStore under random writes")
struct SectionedStorePropertyTests {
    @Test("every event's diff turns the previous snapshot into the new one; ids stay unique", arguments: 0..<24)
    func randomWrites(seed: UInt64) throws {
        var random = SplitMix64(seed: 70_000 + seed)
        let policy = DuplicatePolicy.allCases[Int(seed) % 3]
        let store = ContactStore(duplicatePolicy: policy)
        let events = Recorder<StoreChange<String, Contact>>()
        store.addCallbacks(StoreChangeCallbacks(didChangeContent: { events.append($0) }))
        try store.appendSection("s0")
        var sectionNumber = 0
        var previous = store.snapshot
        var version = store.version
        for step in 0..<60 {
            let sections = store.sections.map(\.id)
            let contact = { (random: inout SplitMix64) in
                Contact(Int.random(in: 0..<60, using: &random), "v\(Int.random(in: 0..<3, using: &random))")
            }
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                sectionNumber += 1
                try store.insertSection("s\(sectionNumber)", at: Int.random(in: 0...sections.count, using: &random))
            case 1 where sections.count > 1:
                try store.removeSection(sections.randomElement(using: &random)!)
            case 2 where sections.count > 1:
                try store.moveSection(
                    sections.randomElement(using: &random)!, to: Int.random(in: 0..<sections.count, using: &random))
            case 3:
                let items = (0..<Int.random(in: 0..<6, using: &random)).map { _ in contact(&random) }
                try store.append(items, toSection: sections.randomElement(using: &random)!)
            case 4:
                let page = (0..<Int.random(in: 0..<6, using: &random)).map { _ in contact(&random) }
                try store.write(page: page, at: 5 * Int.random(in: 0..<4, using: &random), inSection: sections[0])
            case 5:
                try store.upsert((0..<3).map { _ in contact(&random) }, toSection: sections.last!)
            case 6:
                store.remove((0..<3).map { _ in Int.random(in: 0..<60, using: &random) })
            default:
                try store.performBatch { (batch) throws(ContactStore.Error) in
                    try batch.append([contact(&random), contact(&random)], toSection: sections[0])
                    batch.remove([Int.random(in: 0..<60, using: &random)])
                    try batch.setTitle("t\(step)", forSection: sections[0])
                }
            }
            let ids = store.snapshot.itemIdentifiers
            #expect(Set(ids).count == ids.count, "seed \(seed) step \(step)")
            #expect(store.sections.flatMap { $0.items.map(\.id) } == ids, "seed \(seed) step \(step)")
            #expect(store.sections.map(\.id) == store.snapshot.sectionIdentifiers)
            let current = store.snapshot
            if store.version == version + 1 {
                let event = try #require(events.all.last)
                #expect(try event.diff.applying(to: previous) == current, "seed \(seed) step \(step)")
            } else {
                #expect(store.version == version && current.hasSameLayout(as: previous), "seed \(seed) step \(step)")
            }
            version = store.version
            previous = current
        }
        #expect(events.all.map(\.version) == Array(1...store.version))
    }
}
