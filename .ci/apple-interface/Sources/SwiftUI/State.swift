// Against the iPhoneOS18.0.sdk: `Binding` (its `init(get:set:)` and `Sendable` conformance) and `State` were read in
// SwiftUICore.swiftinterface for #33 (their `/// Source:` lines say where; README.md, "SwiftUI's closure-taking
// members"); `StateObject` and `ObservedObject` are UNVERIFIED: not among the pages read (SwiftUICore.swiftinterface,
// 982,545 characters, and SwiftUI.swiftinterface, 1,369,099, are not searchable and were read only in part).
// SwiftUI's state property wrappers, from SwiftUI.swiftinterface (iPhoneOS17.5.sdk): Binding, State, StateObject
// (iOS 14) and ObservedObject. `@MainActor(unsafe)` members are spelled `@MainActor @preconcurrency`. None of these
// types is declared Sendable in that SDK; in 18.0, Binding and State are, where their value is (end of file).
import Combine

/// https://developer.apple.com/documentation/swiftui/binding
/// Source: SwiftUICore.swiftinterface (iPhoneOS18.0.sdk, near character 505,000): `@frozen @propertyWrapper
/// @dynamicMemberLookup public struct Binding<Value>`, `@unchecked Swift.Sendable where Value : Swift.Sendable`.
@available(iOS 13.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// Model: how the binding reads and writes its value.
    let modelGet: () -> Value
    let modelSet: (Value) -> Void
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    /// Source: SwiftUICore.swiftinterface (iPhoneOS18.0.sdk, near character 505,000, inside `#if compiler(>=5.3) &&
    /// $IsolatedAny`): `@preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () ->
    /// Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Swift.Void)`. Stricter here, on
    /// purpose: `@Sendable` as there, but without `@_inheritActorContext @isolated(any)`, which let a closure written
    /// in a view's body run on the main actor. Only an `await` can call an `@isolated(any)` function, and a binding's
    /// `wrappedValue` is synchronous, so the model could not read such a binding; here the closures are nonisolated,
    /// and code that reads main-actor state in them must say so (`MainActor.assumeIsolated`, as the library does),
    /// which compiles in Xcode too.
    @preconcurrency nonisolated public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void)
    {
        modelGet = get
        modelSet = set
    }
    /// Model: a binding the model makes (a state's, a constant, a member's), whose closures need not be `Sendable`.
    nonisolated init(modelGet: @escaping () -> Value, modelSet: @escaping (Value) -> Void) {
        self.modelGet = modelGet
        self.modelSet = modelSet
    }
    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(modelGet: { value }, modelSet: { _ in })
    }
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public var wrappedValue: Value {
        get { modelGet() }
        nonmutating set { modelSet(newValue) }
    }
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public var projectedValue: Binding<Value> { self }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let binding = self
        return Binding<Subject>(
            modelGet: { binding.modelGet()[keyPath: keyPath] },
            modelSet: {
                var value = binding.modelGet()
                value[keyPath: keyPath] = $0
                binding.modelSet(value)
            })
    }
}

/// https://developer.apple.com/documentation/swiftui/state
/// Source: SwiftUICore.swiftinterface (iPhoneOS18.0.sdk, near character 702,000): `@frozen @propertyWrapper public struct
/// State<Value> : DynamicProperty`, `public init(wrappedValue:)`, `init(initialValue:)`, `Swift.Sendable where Value :
/// Swift.Sendable`.
@available(iOS 13.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// Model: the stored value. SwiftUI keeps it for the view's lifetime ("SwiftUI manages the property's storage";
    /// the initial value is used once: https://developer.apple.com/documentation/swiftui/state); the model keeps it
    /// for this value's, or, for a view made in `SwiftUIModel.render(as:_:)`, for its identity (ModelStateStorage).
    let modelBox: ModelBox<Value>
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(wrappedValue value: Value) { modelBox = ModelStateStorage.box(value) }
    /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(initialValue value: Value) { modelBox = ModelStateStorage.box(value) }
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public var wrappedValue: Value {
        get { modelBox.value }
        nonmutating set { modelBox.value = newValue }
    }
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public var projectedValue: Binding<Value> { let box = modelBox
        return Binding(modelGet: { box.value }, modelSet: { box.value = $0 }) }
}

/// https://developer.apple.com/documentation/swiftui/stateobject
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 14.0, *)
@frozen @propertyWrapper public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Model: the object, made once from the thunk on first use ("SwiftUI creates a new instance of the model object
    /// only once during the lifetime of the container that declares the state object").
    @usableFromInline let modelBox: ModelBox<(() -> ObjectType, ObjectType?)>
    /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        modelBox = ModelBox((thunk, nil))
    }
    /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @MainActor @preconcurrency public var wrappedValue: ObjectType { if let object = modelBox.value.1 { return object }
        let object = modelBox.value.0()
        modelBox.value.1 = object
        return object }
    /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(modelObject: wrappedValue)
    }
}

/// https://developer.apple.com/documentation/swiftui/observedobject
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 13.0, *)
@propertyWrapper @frozen public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Model: the object.
    var modelObject: ObjectType
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @dynamicMemberLookup @frozen public struct Wrapper {
        /// Model: the object.
        let modelObject: ObjectType
        /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
        /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        { let object = modelObject
            return Binding(modelGet: { object[keyPath: keyPath] }, modelSet: { object[keyPath: keyPath] = $0 }) }
    }
    /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    nonisolated public init(wrappedValue: ObjectType) { modelObject = wrappedValue }
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { modelObject }
        set { modelObject = newValue }
    }
    /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(modelObject: modelObject)
    }
}

/// Model: a reference holding a value that several copies of a view value share (what SwiftUI keeps for `@State`).
// `@unchecked Sendable`: only the main actor's views use it; SwiftUI's own storage is main-actor bound the same way.
@usableFromInline
final class ModelBox<Value>: @unchecked Sendable {
    @usableFromInline var value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
}

/// Model: `@State` storage by view identity. SwiftUI "initializes the state's storage only once for each container
/// instance" and ignores the initial value passed when it renders the same view again
/// (https://developer.apple.com/documentation/swiftui/state, "Don't initialize a state property of a view at the point
/// in the view hierarchy where you instantiate the view, because this can conflict with the storage management that
/// SwiftUI provides"). While `SwiftUIModel.render(as:_:)` makes a view, each `State` made takes, in order, the box the
/// same identity's previous render made, and keeps its value; elsewhere each `State` has a box of its own.
enum ModelStateStorage {
    /// The identity being rendered, and how many states it has made in this render.
    // `nonisolated(unsafe)`: the model's tests run one at a time on the main actor (.ci/run-apple-model runs them with
    // --no-parallel), and `State.init` is nonisolated only because SwiftUI's is.
    nonisolated(unsafe) static var rendering: (identity: String, next: Int)?
    /// Each identity's boxes, in the order its states were made.
    nonisolated(unsafe) static var boxes: [String: [AnyObject]] = [:]

    /// The box for a state whose initial value is `value`.
    nonisolated static func box<Value>(_ value: Value) -> ModelBox<Value> {
        guard let (identity, index) = rendering else { return ModelBox(value) }
        rendering = (identity, index + 1)
        var kept = boxes[identity] ?? []
        if index < kept.count, let box = kept[index] as? ModelBox<Value> { return box }
        let box = ModelBox(value)
        if index < kept.count { kept[index] = box } else { kept.append(box) }
        boxes[identity] = kept
        return box
    }
}

// SwiftUICore.swiftinterface (iPhoneOS18.0.sdk): `extension Binding : @unchecked Swift.Sendable where Value :
// Swift.Sendable {}` and `extension State : Swift.Sendable where Value : Swift.Sendable {}`. Said explicitly, the
// conditional conformance also keeps a `State` of a non-Sendable value from being Sendable implicitly here (its box is).
// `@unchecked`: the model's bindings hold plain closures, run on the main actor only; SwiftUI's own conformance is
// `@unchecked` the same way.
@available(iOS 13.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

@available(iOS 13.0, *)
extension State: Sendable where Value: Sendable {}
