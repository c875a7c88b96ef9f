import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourcePaging

@Suite("ListedIDs: the window's id set, with concrete sets for Int and String ids")
struct ListedIDsTests {
    /// Runs the same random inserts and removals on `ListedIDs` and on a plain `Set`, comparing every answer.
    func matchesPlainSet<ID: Hashable & Sendable>(_ makeID: (Int) -> ID) {
        var random = SplitMix64(seed: 7)
        var ids = ListedIDs<ID>()
        var model = Set<ID>()
        for _ in 0..<2_000 {
            let id = makeID(random.next(upTo: 300))
            switch random.next(upTo: 4) {
            case 0:
                ids.remove(id)
                model.remove(id)
            case 1:
                #expect(ids.contains(id) == model.contains(id))
            default:
                #expect(ids.insert(id) == model.insert(id).inserted)
            }
            #expect(ids.count == model.count)
        }
        #expect(ids.isEqual(to: model))
        // The same ids built in another order are the same set; one id more or less is not.
        var rebuilt = ListedIDs<ID>()
        for id in model.shuffled() { rebuilt.insert(id) }
        #expect(ids.isSame(as: rebuilt) && rebuilt.isSame(as: ids))
        // One id less is another set; so is one id swapped for one not listed (ids 0...299 are drawn).
        if let some = model.first, let absent = (0..<300).map(makeID).first(where: { !model.contains($0) }) {
            rebuilt.remove(some)
            #expect(!ids.isSame(as: rebuilt))
            rebuilt.insert(absent)
            #expect(!ids.isSame(as: rebuilt) && !rebuilt.isSame(as: ids))
        }
        ids.removeAll()
        #expect(ids.count == 0 && !ids.isEqual(to: model))
    }

    @Test("Int ids behave as a Set")
    func intIDs() { matchesPlainSet { $0 } }

    @Test("String ids behave as a Set")
    func stringIDs() { matchesPlainSet { "id-\($0)-\(String(repeating: "x", count: $0 % 40))" } }

    @Test("other id types (UUID) behave as a Set")
    func otherIDs() {
        let uuids = (0..<300).map { _ in UUID() }
        matchesPlainSet { uuids[$0] }
    }
}
