import ResourceLoader
import ResourceLoaderUI
import Testing

@Suite("Background view")
struct ListBackgroundTests {
    static let error = PagingError.repeatedKey(key: "2")

    @Test("each phase shows its background: none over rows, a spinner, empty, error, offline")
    func phases() {
        #expect(ListBackground(ListState(phase: .content)) == .content)
        #expect(ListBackground(ListState(phase: .firstLoad)) == .loading)
        #expect(ListBackground(ListState(phase: .empty)) == .empty)
        #expect(ListBackground(ListState(phase: .failed(Self.error))) == .failed(Self.error))
        #expect(ListBackground(ListState(phase: .offline, isOffline: true)) == .offline)
    }

    @Test("an empty list while a refresh or remote search loads shows the spinner, not the empty view")
    func emptyWhileRefreshing() {
        #expect(ListBackground(ListState(phase: .empty, refresh: .loading)) == .loading)
        #expect(ListBackground(ListState(phase: .empty, refresh: .failed(Self.error))) == .empty)
    }

    @Test("rows listed while offline or failing to refresh show no background: the rows stay")
    func rowsStay() {
        #expect(ListBackground(ListState(phase: .content, refresh: .failed(Self.error), isOffline: true)) == .content)
    }
}

@Suite("Footer")
struct ListFooterTests {
    static let error = PagingError.repeatedKey(key: "2")

    @Test("the bottom footer follows the forward load state")
    func forward() {
        #expect(ListFooter(ListState(phase: .content)) == ListFooter.none)
        #expect(ListFooter(ListState(phase: .content, forward: .loading)) == .loading)
        #expect(ListFooter(ListState(phase: .content, forward: .failed(Self.error))) == .failed(Self.error))
        #expect(ListFooter(ListState(phase: .content, forward: .reachedEnd)) == .endReached)
    }

    @Test("the top footer follows the backward load state, and shows no end at the start")
    func backward() {
        let state = ListState(phase: .content, forward: .loading, backward: .failed(Self.error))
        #expect(ListFooter(state, direction: .backward) == .failed(Self.error))
        #expect(ListFooter(ListState(phase: .content, backward: .loading), direction: .backward) == .loading)
        #expect(ListFooter(ListState(phase: .content, backward: .reachedEnd), direction: .backward) == .none)
    }

    @Test("no footer while nothing is listed: the background speaks instead")
    func noRows() {
        #expect(ListFooter(ListState(phase: .firstLoad, forward: .loading)) == .none)
        #expect(ListFooter(ListState(phase: .failed(Self.error), forward: .failed(Self.error))) == .none)
        #expect(ListFooter(ListState(phase: .empty, forward: .reachedEnd)) == .none)
    }
}
