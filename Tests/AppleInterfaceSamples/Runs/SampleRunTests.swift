// The samples and the guides' UIKit screens, shown in a window of the UIKit model against an in-process server: each
// must show the rows it lists, and do nothing UIKit would throw at.
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import Testing
    import UIKit

    /// The first view of type `View` in `view`'s hierarchy, `view` included, depth first.
    @MainActor
    func firstView<View: UIView>(_ type: View.Type, in view: UIView) -> View? {
        if let match = view as? View { return match }
        for subview in UIKitModel.subviews(of: view) {
            if let match = firstView(type, in: subview) { return match }
        }
        return nil
    }

    /// A phone-sized window: ten 44-point rows fit its height.
    let phone = CGSize(width: 390, height: 440)

    @MainActor
    @Suite("The samples and the guides' UIKit screens against the UIKit model", .serialized)
    struct SampleRunTests {
        init() { UIKitModel.reset() }

        @Test("the table sample shows its first users in a window, and nothing throws")
        func tableSample() async throws {
            let api = ModelAPI(count: 50)
            let screen = UsersTableViewController(service: api.service, reachability: nil)
            UIKitModel.show(screen, size: phone)
            let tableView = try #require(firstView(UITableView.self, in: screen.view))
            let shown = await UIKitModel.until { UIKitModel.visibleTexts(tableView).count == 10 }
            #expect(shown, "rows on screen: \(UIKitModel.visibleTexts(tableView))")
            #expect(UIKitModel.visibleTexts(tableView).first == "User 1")
            #expect(tableView.frame.size == phone)
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test("the collection sample shows its first users in a window, and nothing throws")
        func collectionSample() async throws {
            let api = ModelAPI(count: 50)
            let screen = UsersCollectionViewController(service: api.service)
            UIKitModel.show(screen, size: phone)
            let collectionView = try #require(firstView(UICollectionView.self, in: screen.view))
            let shown = await UIKitModel.until { UIKitModel.visibleTexts(collectionView).count == 10 }
            #expect(shown, "items on screen: \(UIKitModel.visibleTexts(collectionView))")
            #expect(UIKitModel.visibleTexts(collectionView).first == "User 1")
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test("the README's people screen shows its first people in a window, and nothing throws")
        func readmePeopleScreen() async throws {
            let api = ModelAPI(count: 50)
            let list = PagedList(resource: UIKitSnippets.People(), service: api.service)
            let screen = UIKitSnippets.PeopleViewController(list: list)
            UIKitModel.show(screen, size: phone)
            let tableView = try #require(firstView(UITableView.self, in: screen.view))
            let shown = await UIKitModel.until { UIKitModel.visibleTexts(tableView).count == 10 }
            #expect(shown, "rows on screen: \(UIKitModel.visibleTexts(tableView))")
            #expect(UIKitModel.visibleTexts(tableView).first == "User 1")
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test(
            "the UIKit guide's placeholder screen shows its messages, then placeholders past them, and nothing throws")
        func guidePlaceholderScreen() async throws {
            let api = ModelAPI(count: 120) { rows, total in ["data": ["items": rows, "total": total]] }
            let list = PagedList(resource: UIKitSnippets.Messages(), service: api.service)
            let screen = UIKitSnippets.MessagesViewController(list: list)
            UIKitModel.show(screen, size: phone)
            let tableView = try #require(firstView(UITableView.self, in: screen.view))
            let shown = await UIKitModel.until { tableView.contentSize.height == 120 * 44 }
            #expect(shown, "rows on screen: \(UIKitModel.visibleTexts(tableView))")
            #expect(UIKitModel.visibleTexts(tableView).first == "User 1")
            UIKitModel.scroll(tableView, toY: 46 * 44)
            #expect(UIKitModel.visibleTexts(tableView).contains("Message 51…"))
            #expect(UIKitModel.exceptions.isEmpty)
        }

        @Test(
            "a page arriving over the placeholders fills them in place, without a delete and insert animation (#33 defect 9)"
        )
        func pageFillsPlaceholdersInPlace() async throws {
            let api = ModelAPI(count: 120) { rows, total in ["data": ["items": rows, "total": total]] }
            let list = PagedList(resource: UIKitSnippets.Messages(), service: api.service)
            let screen = UIKitSnippets.MessagesViewController(list: list)
            UIKitModel.show(screen, size: phone)
            let tableView = try #require(firstView(UITableView.self, in: screen.view))
            _ = await UIKitModel.until { tableView.contentSize.height == 120 * 44 }
            UIKitModel.scroll(tableView, toY: 60 * 44)
            let filled = await UIKitModel.until { UIKitModel.visibleTexts(tableView).first == "User 61" }
            #expect(filled, "rows on screen: \(UIKitModel.visibleTexts(tableView))")
            let update = try #require(UIKitModel.lastUpdate(tableView))
            #expect(!(update.animated && update.deletions > 0 && update.insertions > 0), "last update: \(update)")
            #expect(tableView.contentSize == CGSize(width: 390, height: 120 * 44))
            #expect(UIKitModel.exceptions.isEmpty)
        }
    }
#endif
