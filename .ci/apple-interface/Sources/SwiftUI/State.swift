// SwiftUI's state property wrappers, from SwiftUI.swiftinterface (iPhoneOS17.5.sdk): Binding, State, StateObject
// (iOS 14) and ObservedObject. `@MainActor(unsafe)` members are spelled `@MainActor @preconcurrency`. None of these
// types is declared Sendable in that SDK.
import Combine

/// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError("interface only") }
        nonmutating set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("interface only")
    }
}

/// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    nonisolated public init(wrappedValue value: Value) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    nonisolated public init(initialValue value: Value) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError("interface only") }
        nonmutating set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/swiftui/stateobject
@available(iOS 14.0, *)
@frozen @propertyWrapper public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        fatalError("interface only")
    }
}

/// https://developer.apple.com/documentation/swiftui/observedobject
@available(iOS 13.0, *)
@propertyWrapper @frozen public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    @dynamicMemberLookup @frozen public struct Wrapper {
        /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
    nonisolated public init(wrappedValue: ObjectType) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        fatalError("interface only")
    }
}
