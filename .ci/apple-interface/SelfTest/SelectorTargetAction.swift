// expect: has no member 'addTarget'
// Target-action needs `#selector` and the Objective-C runtime, which Linux lacks; use `addAction(_:for:)` (iOS 14).
#if canImport(UIKit)
    import UIKit

    @MainActor func wire(_ control: UIRefreshControl, to target: AnyObject) {
        control.addTarget(target, action: nil, for: .valueChanged)
    }
#endif
