// The environment values ResourceLoader's SwiftUI code reads. Source: Apple's documentation pages named on each
// declaration (declaration and availability lines; iOS 14 for the scene phase), as for Scrolling.swift.
// Against the iPhoneOS18.0.sdk, these SwiftUI declarations are UNVERIFIED: SwiftUI.swiftinterface (1,369,099 characters)
// and SwiftUICore.swiftinterface (982,545), where iOS 18 moved View, Text, the stacks, the property wrappers and the
// environment, are in xybp888/iOS-SDKs, but only a file's first 100,000 characters are searchable and reading both
// whole (~150 pages) was beyond the pass that re-based this stand-in; no declaration below was among the pages read.
// What those pages do show (README.md, "Where the declarations come from"): view structs print as `@MainActor
// @preconcurrency public struct …: View` with `nonisolated` initialisers, and the modifiers sampled print as
// `nonisolated public func`.
import Foundation

/// https://developer.apple.com/documentation/swiftui/environmentvalues
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase (`var scenePhase: ScenePhase
    /// { get set }`, iOS 14)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public var scenePhase: ScenePhase {
        get { modelScenePhase }
        set { modelScenePhase = newValue }
    }
    /// Model: the scene is active.
    var modelScenePhase = ScenePhase.active
    nonisolated init() {}
    /// Model: the environment every view reads.
    @usableFromInline nonisolated static var modelCurrent: EnvironmentValues { EnvironmentValues() }
}

/// https://developer.apple.com/documentation/swiftui/environment (`@frozen @propertyWrapper struct
/// Environment<Value>`)
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// Model: the value read (the model's environment holds the defaults: an active scene).
    @usableFromInline nonisolated(unsafe) let modelKeyPath: KeyPath<EnvironmentValues, Value>
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @inlinable nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { modelKeyPath = keyPath }
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @inlinable nonisolated public var wrappedValue: Value { EnvironmentValues.modelCurrent[keyPath: modelKeyPath] }
}

/// https://developer.apple.com/documentation/swiftui/scenephase (`enum ScenePhase`, iOS 14; `Comparable`, `Hashable`)
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/scenephase/background
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    case background
    /// https://developer.apple.com/documentation/swiftui/scenephase/inactive
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    case inactive
    /// https://developer.apple.com/documentation/swiftui/scenephase/active
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    case active
}
