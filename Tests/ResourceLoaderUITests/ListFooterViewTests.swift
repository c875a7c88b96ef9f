import Testing

@testable import ResourceLoaderUI

@Suite("Footer views (#23 defect 3)")
struct ListFooterViewTests {
    /// A stand-in for a view: only its identity matters.
    final class View {}

    @Test("a view given as a footer and as a background is found, whichever footer and background it is")
    func sharedViewIsFound() {
        let retry = View()
        let shared = ListFooter.viewShared(
            byFooterViews: [nil, retry, nil], backgroundViews: [View(), nil, retry, View()])
        #expect(shared === retry)
        #expect(ListFooter.viewShared(byFooterViews: [retry], backgroundViews: [nil, nil, nil, retry]) === retry)
    }

    @Test("separate views, or one view shared by backgrounds only (one background shows at a time), are accepted")
    func separateViewsAreAccepted() {
        let retry = View()
        let retryMore = View()
        #expect(
            ListFooter.viewShared(byFooterViews: [nil, retryMore, nil], backgroundViews: [nil, nil, retry, retry])
                == nil)
        #expect(
            ListFooter.viewShared(byFooterViews: [View(), View(), View()], backgroundViews: [nil, nil, nil, nil]) == nil
        )
        #expect(
            ListFooter.viewShared(byFooterViews: [nil, nil, nil], backgroundViews: [retry, retry, nil, nil]) == nil)
    }

    @Test("a footer view that is also a background view is left out of the footers, and the mistake is reported")
    func sharedViewLeftOutOfFooters() {
        let retry = View()
        let end = View()
        let (kept, error) = ListFooter.footerViews([nil, retry, end], sharingNoneOf: [nil, nil, retry, nil])
        #expect(kept.map { $0.map(ObjectIdentifier.init) } == [nil, nil, ObjectIdentifier(end)])
        #expect(error == .viewIsBothBackgroundAndFooter)
        #expect(error?.description.contains("background only") == true)
    }

    @Test("footer views sharing none with the backgrounds are kept as given, and nothing is reported")
    func separateViewsKept() {
        let loading = View()
        let end = View()
        let (kept, error) = ListFooter.footerViews([loading, nil, end], sharingNoneOf: [nil, View(), nil, nil])
        #expect(kept.map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(loading), nil, ObjectIdentifier(end)])
        #expect(error == nil)
    }

    @Test("a footer view takes the height its content fits, or its frame's when its content fits to zero")
    func footerHeight() {
        #expect(ListFooter.viewHeight(fittingHeight: 34, frameHeight: 0) == 34, "a zero-frame button gets its height")
        #expect(
            ListFooter.viewHeight(fittingHeight: 34, frameHeight: 80) == 34, "its content decides, not a stale frame")
        #expect(ListFooter.viewHeight(fittingHeight: 0, frameHeight: 60) == 60, "a view sized by its frame keeps it")
        #expect(ListFooter.viewHeight(fittingHeight: 0, frameHeight: 0) == 0)
    }
}
