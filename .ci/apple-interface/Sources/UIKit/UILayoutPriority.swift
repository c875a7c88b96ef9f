// UILayoutPriority, as far as ResourceLoader's Apple-only code uses it.
// Source: the iPhoneOS18.0.sdk UIKit header that declares it (NSLayoutConstraint.h: `typedef float UILayoutPriority
// NS_TYPED_EXTENSIBLE_ENUM;` and `static const UILayoutPriority UILayoutPriorityRequired API_AVAILABLE(ios(6.0)) =
// 1000;` … `UILayoutPriorityFittingSizeLevel API_AVAILABLE(ios(6.0)) = 50;`) is not among the stored SDK files, so
// the Swift import is transcribed from Apple's documentation of the struct and its constants (linked below), which
// is how Swift imports a typed extensible enum: a struct with `init(_:)` and `init(rawValue:)`, and each constant a
// static property. The header is audited for sendability, so the struct is `Sendable`.

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(_:)
    public init(_ rawValue: Float) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    public init(rawValue: Float) { fatalError("interface only") }
    /// The priority's value.
    public var rawValue: Float { fatalError("interface only") }
}

extension UILayoutPriority {
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    @available(iOS 6.0, *)
    public static var required: UILayoutPriority { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    @available(iOS 6.0, *)
    public static var fittingSizeLevel: UILayoutPriority { fatalError("interface only") }
}
