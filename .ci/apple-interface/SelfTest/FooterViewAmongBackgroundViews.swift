// expect: extra argument 'loadMoreFailed' in call
// Background and footer views are separate sets (#23 defect 3): a load-more retry is a footer view,
// `ListFooterViews(failed:)`, never one of the background views, so one view cannot be asked to be in two places.
#if canImport(UIKit)
    import ResourceLoaderUI
    import UIKit

    @MainActor
    func makeBackgroundViews() -> ListBackgroundViews {
        let retry = UIButton(type: .system)
        return ListBackgroundViews(failed: retry, offline: retry, loadMoreFailed: retry)
    }
#endif
