// Keeping the reader's place over placeholder rows, against the UIKit model (#33 defect 8): a reader looking at
// placeholders only keeps them where they are when the rows above change height.
#if canImport(UIKit)
    import Foundation
    import ResourceLoaderTestSupport
    import ResourceLoaderUI
    import Testing
    import UIKit

    @MainActor
    @Suite("Keeping the reader's place over placeholders against the UIKit model", .serialized)
    struct PlaceholderPlaceRunTests {
        init() { UIKitModel.reset() }

        @Test("a row removed at the head while only placeholders are on screen leaves those placeholders in place")
        func placeholdersStayInPlace() async throws {
            let api = ModelAPI(count: 200) { rows, total in ["data": rows, "total": total] }
            let screen = ModelCollectionScreen(nibName: nil, bundle: nil)
            let collectionView = screen.collectionView
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "user")
            collectionView.delegate = screen
            let list = PagedList(resource: CountedUsers(), service: api.service)
            list.showsPlaceholders = true
            // A user's row is two lines (88 points); a default placeholder is one (44).
            screen.adapter = CollectionViewListAdapter(collectionView: collectionView, list: list) {
                collectionView, indexPath, user in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "user", for: indexPath)
                var content = UIListContentConfiguration.cell()
                content.text = user.name
                content.secondaryText = "#\(user.id)"
                cell.contentConfiguration = content
                return cell
            }
            UIKitModel.show(screen, size: CGSize(width: 390, height: 440))
            screen.adapter?.start()
            _ = await UIKitModel.until { UIKitModel.visibleTexts(collectionView).first == "User 1" }
            // The far placeholders' pages wait: the reader looks at placeholders only.
            let gate = AsyncGate()
            api.hold(until: gate)
            let placeholderTop = 20 * 88 + 60 * 44  // the placeholder of position 80
            UIKitModel.scroll(collectionView, toY: CGFloat(placeholderTop))
            let before = collectionView.contentOffset.y
            #expect(!UIKitModel.visibleTexts(collectionView).contains { $0?.hasPrefix("User") == true })

            try await list.remove(id: 1)
            _ = await UIKitModel.until { collectionView.contentOffset.y != before }
            // The removed row (88 points, measured) gives way to a placeholder (44) at the loaded rows' end: the content
            // above is 44 points shorter, and the screen follows by as much, so the reader sees the same placeholders.
            #expect(
                collectionView.contentOffset.y == before - 44, "offset \(before) -> \(collectionView.contentOffset.y)")
            gate.open()
            #expect(UIKitModel.exceptions.isEmpty)
        }
    }
#endif
