// The behavioural model's own controls: what a test does that in an app the system or the user does (showing a screen
// in a window of a size, rotating it, scrolling, tapping, pulling to refresh, typing a search, coming back to the
// foreground), and what UIKit would have thrown. None of this is in Apple's UIKit: `.ci/check-apple-code` refuses any
// use of `UIKitModel` in the library's sources, its samples and its documentation snippets.
import Foundation

/// Test-only controls and records of the UIKit model.
///
/// UIKit reports a misuse (a cell dequeued before it was registered, duplicate identifiers in a snapshot, a
/// reconfigure that would change the cell's kind) by raising an Objective-C exception, which ends the app. The model
/// records it instead, as the text UIKit's exception would carry, and goes on in a defined way, so a test can assert
/// `UIKitModel.exceptions.isEmpty` ("this would not have thrown in UIKit") and see what came next.
public enum UIKitModel {
    /// The height of one line of text (a label, a button's title, a list cell's text): the model's fixed measure.
    public static let lineHeight: CGFloat = 44
    /// The width of one character of text, where a label of several lines wraps its text: the model's fixed measure.
    public static let characterWidth: CGFloat = 10
    /// A table row's height: `UITableView`'s default row height is 44 points
    /// (https://developer.apple.com/documentation/uikit/uitableview/rowheight), fixed in the model.
    public static let tableRowHeight: CGFloat = 44
    /// The height of a collection view list row not measured yet: the list layout's estimate
    /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration: self-sizing rows).
    public static let estimatedRowHeight: CGFloat = 44

    // `@unchecked Sendable`: every access to `raised`, `warnings`, `cellProviderDepth` and `handed` goes
    // through `lock`.
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var raised: [String] = []
        var warnings: [String] = []
        var cellProviderDepth = 0
        var handed = 0
    }
    private static let store = Store()

    /// The exceptions UIKit would have raised since the last `reset()`, oldest first.
    public static var exceptions: [String] {
        store.lock.lock()
        defer { store.lock.unlock() }
        return store.raised
    }

    /// The warnings UIKit would have logged since the last `reset()` (a table or collection view told to lay out its
    /// cells while it is in no window: UIKit logs "UITableViewAlertForLayoutOutsideViewHierarchy").
    public static var warnings: [String] {
        store.lock.lock()
        defer { store.lock.unlock() }
        return store.warnings
    }

    /// Records a warning UIKit logs.
    static func warn(_ message: String) {
        store.lock.lock()
        store.warnings.append(message)
        store.lock.unlock()
    }

    /// Forgets the exceptions recorded so far (the runs are serial: `.ci/run-apple-model` runs one test at a time,
    /// as the model's records are global, as UIKit's state is).
    @MainActor
    public static func reset() {
        store.lock.lock()
        store.raised = []
        store.warnings = []
        store.handed = 0
        store.lock.unlock()
    }

    /// How many item identifiers code has handed to diffable snapshots' item methods (append, insert, delete,
    /// reload, reconfigure; an insert's target counts too) since the last `reset()`: the adapters' own work per
    /// update, which a test compares with the size of the change.
    public static var identifiersHanded: Int {
        store.lock.lock()
        defer { store.lock.unlock() }
        return store.handed
    }

    /// Counts `count` identifiers handed to a snapshot.
    static func hand(_ count: Int) {
        store.lock.lock()
        store.handed += count
        store.lock.unlock()
    }

    /// Whether a diffable data source's cell provider is running now (a cell registration made then raises).
    static var isInCellProvider: Bool {
        store.lock.lock()
        defer { store.lock.unlock() }
        return store.cellProviderDepth > 0
    }

    /// Runs a data source's cell provider, noting that it runs.
    @MainActor
    static func inCellProvider<Cell>(_ body: () -> Cell) -> Cell {
        store.lock.lock()
        store.cellProviderDepth += 1
        store.lock.unlock()
        defer {
            store.lock.lock()
            store.cellProviderDepth -= 1
            store.lock.unlock()
        }
        return body()
    }

    /// Records an exception UIKit raises (`NSInternalInconsistencyException` and friends) where UIKit would.
    static func raise(_ name: String, _ reason: String) {
        store.lock.lock()
        store.raised.append("\(name): \(reason)")
        store.lock.unlock()
    }

    /// Puts `controller`'s view in a window of `size` and lays it out, as showing the screen does: the view loads
    /// (`loadView()`, `viewDidLoad()`), its root view takes the window's size (a window sizes its root view
    /// controller's view, https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller), then a layout
    /// pass runs.
    ///
    /// The window belongs to `scene` (a new scene when none is given), which is then in the foreground.
    @MainActor
    @discardableResult
    public static func show(_ controller: UIViewController, size: CGSize, in scene: UIWindowScene? = nil)
        -> UIWindowScene
    {
        let scene = scene ?? UIWindowScene()
        scene.modelIsForeground = true
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.windowScene = scene
        windows.append(window)
        let view: UIView = controller.view
        window.addSubview(view)
        view.frame = CGRect(origin: .zero, size: size)
        layout(view)
        return scene
    }

    /// The windows shown (the model keeps them, as the app's scenes do).
    @MainActor private static var windows: [UIWindow] = []

    /// `scene` goes to the background (the user switched to another app or window).
    @MainActor
    public static func enterBackground(_ scene: UIWindowScene) {
        scene.modelIsForeground = false
    }

    /// `scene` comes back to the foreground: `UIScene.willEnterForegroundNotification` is posted for it, and
    /// `UIApplication.willEnterForegroundNotification` too when no other scene was in the foreground (the app itself
    /// enters the foreground then; https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification).
    ///
    /// The notifications are posted from another thread, which waits for the observers: Linux's NotificationCenter
    /// runs an observer of the main queue by adding it there and waiting, which from the main thread would wait
    /// forever; in UIKit they are posted on the main thread, and a main-queue observer runs there too.
    @MainActor
    public static func enterForeground(_ scene: UIWindowScene) async {
        let appWasBackground = !windows.contains { $0.windowScene?.modelIsForeground == true }
        scene.modelIsForeground = true
        let posted = Task.detached {
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
            if appWasBackground {
                NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
            }
        }
        await posted.value
    }

    /// Changes the window's size (a rotation, a split-screen change): the root view takes the new size and is laid
    /// out again (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)).
    @MainActor
    public static func resize(_ controller: UIViewController, to size: CGSize) {
        let view: UIView = controller.view
        view.window?.frame = CGRect(origin: .zero, size: size)
        view.frame = CGRect(origin: .zero, size: size)
        layout(view)
    }

    /// Runs the layout pass UIKit runs at the end of the run loop's turn over `view`'s hierarchy: every view that
    /// needs layout is laid out (https://developer.apple.com/documentation/uikit/uiview/setneedslayout()).
    @MainActor
    public static func layout(_ view: UIView) {
        view.layoutIfNeeded()
    }

    /// Scrolls `scrollView` as the user's finger does, to the content offset `y`, telling its delegate, then lays it
    /// out (rows come into view: will-display and prefetch callbacks), then ends the drag without deceleration.
    @MainActor
    public static func scroll(_ scrollView: UIScrollView, toY y: CGFloat) {
        scroll(scrollView, to: CGPoint(x: scrollView.contentOffset.x, y: y))
    }

    /// Scrolls `scrollView` sideways as the user's finger does, to the content offset `x` (a collection view whose
    /// flow layout scrolls horizontally), as ``scroll(_:toY:)`` does.
    @MainActor
    public static func scroll(_ scrollView: UIScrollView, toX x: CGFloat) {
        scroll(scrollView, to: CGPoint(x: x, y: scrollView.contentOffset.y))
    }

    @MainActor
    private static func scroll(_ scrollView: UIScrollView, to target: CGPoint) {
        // A finger moves continuously: the offset goes there in steps of at most a quarter of the view's size, each
        // laid out (so rows ahead are prefetched before they appear, as in UIKit).
        let stepX = max(scrollView.bounds.width / 4, 1)
        let stepY = max(scrollView.bounds.height / 4, 1)
        func toward(_ target: CGFloat, from current: CGFloat, step: CGFloat) -> CGFloat {
            target > current ? min(target, current + step) : max(target, current - step)
        }
        while scrollView.contentOffset != target {
            let current = scrollView.contentOffset
            scrollView.contentOffset = CGPoint(
                x: toward(target.x, from: current.x, step: stepX), y: toward(target.y, from: current.y, step: stepY))
            scrollView.layoutIfNeeded()
        }
        scrollView.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: false)
    }

    /// How many actions `control` holds (added and not removed), for any events.
    @MainActor
    public static func actionCount(_ control: UIControl) -> Int {
        control.modelActions.count
    }

    /// A tap on `control`: its `.touchUpInside` and `.primaryActionTriggered` actions run.
    @MainActor
    public static func tap(_ control: UIControl) {
        control.modelSendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// Pulls `scrollView` down to refresh: its refresh control begins refreshing and sends `.valueChanged`
    /// (https://developer.apple.com/documentation/uikit/uirefreshcontrol).
    @MainActor
    public static func pullToRefresh(_ scrollView: UIScrollView) {
        guard let control = scrollView.refreshControl else { return }
        control.beginRefreshing()
        control.modelSendActions(for: .valueChanged)
    }

    /// Types `text` in the search bar of `controller`: the results updater is told
    /// (https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)).
    @MainActor
    public static func type(_ text: String?, in controller: UISearchController) {
        controller.searchBar.text = text
        controller.isActive = true
        controller.searchResultsUpdater?.updateSearchResults(for: controller)
    }

    /// Whether `view` is in a window (UIKit's `view.window != nil`).
    @MainActor
    public static func isInWindow(_ view: UIView) -> Bool { view.modelIsInWindow }

    /// The subviews of `view` (UIKit's `subviews`, not declared in the interface).
    @MainActor
    public static func subviews(of view: UIView) -> [UIView] { view.modelSubviews }

    /// The text each row on screen shows (its cell's list content configuration's text), top to bottom.
    @MainActor
    public static func visibleTexts(_ tableView: UITableView) -> [String?] {
        tableView.modelRows.visibleCellsInOrder.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
    }

    /// The text each item on screen shows (its cell's list content configuration's text), top to bottom.
    @MainActor
    public static func visibleTexts(_ collectionView: UICollectionView) -> [String?] {
        collectionView.modelRows.visibleCellsInOrder.map {
            ($0.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    /// The text a label or a button shows (nil for any other view).
    @MainActor
    public static func text(of view: UIView?) -> String? {
        if let label = view as? UILabel { return label.text }
        if let button = view as? UIButton { return button.modelTitle }
        return nil
    }

    /// How many snapshots the data sources applied, and how many of those animated.
    @MainActor
    public static func applies(_ view: UIScrollView) -> (total: Int, animated: Int) {
        (view.modelApplies, view.modelAnimatedApplies)
    }

    /// The last update a data source applied to `view`: whether it animated, and how many rows it deleted and
    /// inserted (an animated update that deletes rows and inserts others in their place shows them fading over).
    @MainActor
    public static func lastUpdate(_ view: UIScrollView) -> (animated: Bool, deletions: Int, insertions: Int)? {
        view.modelLastUpdate.map { ($0.animated, $0.deletions, $0.insertions) }
    }

    /// Waits until `condition` holds, checking it at every turn of the main actor (a millisecond apart at most),
    /// and gives up after `seconds` (returning `false`), so a test of "it shows" fails instead of hanging. The bound
    /// only bounds a failure: a passing test waits for the condition, never for a time.
    @MainActor
    public static func until(seconds: Double = 10, _ condition: @MainActor () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            await Task.yield()
            if condition() { return true }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return condition()
    }
}
