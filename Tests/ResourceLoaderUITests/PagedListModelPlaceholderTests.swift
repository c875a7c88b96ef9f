import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import ResourceStore
import Testing

@testable import ResourceLoaderUI

/// A model that reads the list directly, as a SwiftUI model shows it once it has followed the list's last update.
@MainActor
final class ListReadingModel: PagedListModel {
    let list: PagedList<OffsetRows, SingleSection>
    var snapshot: ListSnapshot<SingleSection, Int> { list.snapshot }
    var state: ListState { list.state }
    var anchor: Int? { list.anchor }

    init(_ list: PagedList<OffsetRows, SingleSection>) { self.list = list }
}

@Suite("The rows a SwiftUI list shows, with placeholders")
@MainActor
struct PagedListModelPlaceholderTests {
    func makeModel(showsPlaceholders: Bool) -> ListReadingModel {
        let list = PagedList(
            resource: OffsetRows(), service: NetworkResourceService.inMemory(InMemoryListAPI(count: 100)))
        list.showsPlaceholders = showsPlaceholders
        return ListReadingModel(list)
    }

    @Test("the trailing placeholders follow the loaded rows, each named by its position in the whole list")
    func trailingPlaceholders() async {
        let model = makeModel(showsPlaceholders: true)
        await model.list.start()
        let rows = model.sectionsWithPlaceholders.flatMap(\.items).map(\.id)
        #expect(rows == (1...10).map { .item($0) } + (10..<100).map { .placeholder(position: $0) })
    }

    @Test("after a jump, leading placeholders come before the loaded page and trailing ones after it")
    func leadingAndTrailingPlaceholders() async {
        let model = makeModel(showsPlaceholders: true)
        await model.list.start()
        await model.list.load(around: 55)
        let rows = model.sectionsWithPlaceholders.flatMap(\.items).map(\.id)
        let expected: [ListRow<Int>] =
            (0..<50).map { .placeholder(position: $0) } + (51...60).map { .item($0) }
            + (60..<100).map { .placeholder(position: $0) }
        #expect(rows == expected)
    }

    @Test("without placeholders the rows are the loaded items, as sections has them")
    func noPlaceholders() async {
        let model = makeModel(showsPlaceholders: false)
        await model.list.start()
        #expect(model.sectionsWithPlaceholders.flatMap(\.items).map(\.id) == (1...10).map { .item($0) })
        #expect(model.sectionsWithPlaceholders.map(\.id) == model.sections.map(\.id))
    }
}
