import Testing

@testable import ResourceLoaderUI

@Suite("A SwiftUI helper's follower follows the list of each render")
@MainActor
struct ListFollowerSlotTests {
    final class Source {}
    final class Follower {
        let source: Source
        init(_ source: Source) { self.source = source }
    }

    @Test("the same list gets the same follower back, made once")
    func sameListSameFollower() {
        let slot = ListFollowerSlot<Follower>()
        let list = Source()
        var made = 0
        let first = slot.follower(for: list) {
            made += 1
            return Follower($0)
        }
        let second = slot.follower(for: list) {
            made += 1
            return Follower($0)
        }
        #expect(first === second)
        #expect(made == 1)
    }

    @Test("another list gets a follower of its own, and going back makes a new one for the first")
    func anotherListAnotherFollower() {
        let slot = ListFollowerSlot<Follower>()
        let a = Source()
        let b = Source()
        let forA = slot.follower(for: a, make: Follower.init)
        let forB = slot.follower(for: b, make: Follower.init)
        #expect(forB.source === b)
        #expect(forA !== forB)
        let backToA = slot.follower(for: a, make: Follower.init)
        #expect(backToA.source === a && backToA !== forA)
    }
}
