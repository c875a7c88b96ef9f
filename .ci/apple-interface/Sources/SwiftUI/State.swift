// Against the iPhoneOS18.0.sdk, these SwiftUI declarations are UNVERIFIED: SwiftUI.swiftinterface (1,369,099 characters)
// and SwiftUICore.swiftinterface (982,545), where iOS 18 moved View, Text, the stacks, the property wrappers and the
// environment, are in xybp888/iOS-SDKs, but only a file's first 100,000 characters are searchable and reading both
// whole (~150 pages) was beyond the pass that re-based this stand-in; no declaration below was among the pages read.
// What those pages do show (README.md, "Where the declarations come from"): view structs print as `@MainActor
// @preconcurrency public struct …: View` with `nonisolated` initialisers, and the modifiers sampled print as
// `nonisolated public func`.
// SwiftUI's state property wrappers, from SwiftUI.swiftinterface (iPhoneOS17.5.sdk): Binding, State, StateObject
// (iOS 14) and ObservedObject. `@MainActor(unsafe)` members are spelled `@MainActor @preconcurrency`. None of these
// types is declared Sendable in that SDK.
import Combine

/// https://developer.apple.com/documentation/swiftui/binding
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public static func constant(_ value: Value) -> Binding<Value> { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public var wrappedValue: Value {
        get { fatalError("interface only") }
        nonmutating set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public var projectedValue: Binding<Value> { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("interface only")
    }
}

/// https://developer.apple.com/documentation/swiftui/state
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(wrappedValue value: Value) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(initialValue value: Value) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public var wrappedValue: Value {
        get { fatalError("interface only") }
        nonmutating set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public var projectedValue: Binding<Value> { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/stateobject
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 14.0, *)
@frozen @propertyWrapper public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        fatalError("interface only")
    }
}

/// https://developer.apple.com/documentation/swiftui/observedobject
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@propertyWrapper @frozen public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @dynamicMemberLookup @frozen public struct Wrapper {
        /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
        /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(wrappedValue: ObjectType) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        fatalError("interface only")
    }
}
