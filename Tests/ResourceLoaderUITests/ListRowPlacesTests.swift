import Testing

@testable import ResourceLoaderUI

@Suite("The List places rows report to, by list")
@MainActor
struct ListRowPlacesTests {
    final class Source {}

    @Test("each list's rows find the place kept for that list, and only that one")
    func eachListFindsItsPlace() {
        let a = Source()
        let b = Source()
        let placeA = ListRowPlace<Int>()
        let placeB = ListRowPlace<Int>()
        ListRowPlaces.register(placeA, for: a)
        ListRowPlaces.register(placeB, for: b)
        #expect(ListRowPlaces.place(for: a, of: Int.self) === placeA)
        #expect(ListRowPlaces.place(for: b, of: Int.self) === placeB)
        #expect(ListRowPlaces.place(for: Source(), of: Int.self) == nil)
        #expect(ListRowPlaces.place(for: a, of: String.self) == nil, "rows of another id type")
    }

    @Test("a place registered again for a list replaces the first, and a released place is found no more")
    func replacedAndReleased() {
        let list = Source()
        let first = ListRowPlace<Int>()
        ListRowPlaces.register(first, for: list)
        var second: ListRowPlace<Int>? = ListRowPlace<Int>()
        ListRowPlaces.register(second!, for: list)
        #expect(ListRowPlaces.place(for: list, of: Int.self) === second)
        weak var released: ListRowPlace<Int>?
        released = second
        second = nil
        #expect(released == nil)
        #expect(ListRowPlaces.place(for: list, of: Int.self) == nil)
    }
}
