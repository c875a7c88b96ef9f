// The environment values ResourceLoader's SwiftUI code reads. Source: Apple's documentation pages named on each
// declaration (declaration and availability lines; iOS 14 for the scene phase), as for Scrolling.swift.
import Foundation

/// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, *)
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase (`var scenePhase: ScenePhase
    /// { get set }`, iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var scenePhase: ScenePhase {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}

/// https://developer.apple.com/documentation/swiftui/environment (`@frozen @propertyWrapper struct
/// Environment<Value>`)
@available(iOS 13.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    @inlinable nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    @inlinable nonisolated public var wrappedValue: Value { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/scenephase (`enum ScenePhase`, iOS 14; `Comparable`, `Hashable`)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/scenephase/background
    case background
    /// https://developer.apple.com/documentation/swiftui/scenephase/inactive
    case inactive
    /// https://developer.apple.com/documentation/swiftui/scenephase/active
    case active
}
