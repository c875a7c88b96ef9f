// UILayoutPriority, as far as ResourceLoader's Apple-only code uses it.
// The header that declares it, NSLayoutConstraint.h (`typedef float UILayoutPriority NS_TYPED_EXTENSIBLE_ENUM;`,
// `static const UILayoutPriority UILayoutPriorityRequired API_AVAILABLE(ios(6.0)) = 1000;` …
// `UILayoutPriorityFittingSizeLevel API_AVAILABLE(ios(6.0)) = 50;` in the 17.5 SDK), is for 18.0 in neither
// xybp888/iOS-SDKs nor xiangfeidexiaohuo/iOS-SDKs, so the struct and its constants are unverified against 18.0: they
// are transcribed from Apple's documentation (linked below) the way Swift imports a typed extensible enum — a struct
// with `init(_:)` and `init(rawValue:)`, each constant a static property; the header is audited for sendability, so
// the struct is `Sendable`. Its `Comparable` conformance and arithmetic come from UIKit.swiftinterface of the 18.0 SDK
// (at the end of this file).

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
/// Source: unverified (18.0 NSLayoutConstraint.h unreachable; from the page above).
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(_:)
    /// Source: unverified (18.0 NSLayoutConstraint.h unreachable; from the page above).
    public init(_ rawValue: Float) { modelRawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    /// Source: unverified (18.0 NSLayoutConstraint.h unreachable; from the page above).
    public init(rawValue: Float) { modelRawValue = rawValue }
    /// The priority's value.
    public var rawValue: Float { modelRawValue }
    private var modelRawValue: Float
}

extension UILayoutPriority {
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    /// Source: unverified (18.0 NSLayoutConstraint.h unreachable; from the page above).
    @available(iOS 6.0, *)
    public static var required: UILayoutPriority { UILayoutPriority(1000) }
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    /// Source: unverified (18.0 NSLayoutConstraint.h unreachable; from the page above).
    @available(iOS 6.0, *)
    public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(50) }
}

/// UIKit's overlay protocol for numeric typed enums. Source: iPhoneOS18.0.sdk UIKit.swiftinterface (`@available(swift
/// 4) @available(iOS 7.0, *) public protocol _UIKitNumericRawRepresentable : Comparable, RawRepresentable where
/// RawValue : Comparable, RawValue : Numeric`), through which `UILayoutPriority` is `Comparable` and takes `+`/`-`.
@available(iOS 7.0, *)
public protocol _UIKitNumericRawRepresentable: Comparable, RawRepresentable
where RawValue: Comparable, RawValue: Numeric {}

@available(iOS 7.0, *)
extension _UIKitNumericRawRepresentable {
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public static func + (lhs: Self, rhs: Self.RawValue) -> Self { Self(rawValue: lhs.rawValue + rhs)! }
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public static func + (lhs: Self.RawValue, rhs: Self) -> Self { Self(rawValue: lhs + rhs.rawValue)! }
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public static func - (lhs: Self, rhs: Self.RawValue) -> Self { Self(rawValue: lhs.rawValue - rhs)! }
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public static func - (lhs: Self, rhs: Self) -> Self.RawValue { lhs.rawValue - rhs.rawValue }
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public static func += (lhs: inout Self, rhs: Self.RawValue) { lhs = lhs + rhs }
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public static func -= (lhs: inout Self, rhs: Self.RawValue) { lhs = lhs - rhs }
}

/// Source: iPhoneOS18.0.sdk UIKit.swiftinterface (`@available(iOS 7.0, *) extension UILayoutPriority :
/// UIKit._UIKitNumericRawRepresentable {}`).
@available(iOS 7.0, *)
extension UILayoutPriority: _UIKitNumericRawRepresentable {}
