// The part of Combine that ObservableObject needs: Publisher, Subscriber and Cancellable in outline, ObservableObject
// and its default publisher, @Published, and `sink`. Source: iPhoneOS18.0.sdk Combine.framework/Modules/
// Combine.swiftmodule/arm64-apple-ios.swiftinterface (172,303 characters, xybp888/iOS-SDKs), of which characters
// 0–16,000 and 96,000–172,303 were read: Cancellable, AnyCancellable and `sink(receiveValue:)` are verified there
// (every declaration `@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)`; no actor annotations; publishers
// not Sendable). Publisher, Subscriber, ObservableObject, ObservableObjectPublisher and Published were not in the pages
// read and are unverified against 18.0 (from the 17.5 interface). Deliberate simplifications: Subscriber's three
// requirements (`receive(subscription:)`, `receive(_:)`, `receive(completion:)`) and its
// CustomCombineIdentifierConvertible refinement are left out (nothing here subscribes by hand).

/// https://developer.apple.com/documentation/combine/publisher
/// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// https://developer.apple.com/documentation/combine/publisher/receive(subscriber:)
    /// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

/// https://developer.apple.com/documentation/combine/subscriber
/// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error
}

/// https://developer.apple.com/documentation/combine/cancellable
/// Source: iPhoneOS18.0.sdk Combine.swiftinterface.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Cancellable {
    /// https://developer.apple.com/documentation/combine/cancellable/cancel()
    /// Source: iPhoneOS18.0.sdk Combine.swiftinterface.
    func cancel()
}

/// https://developer.apple.com/documentation/combine/anycancellable
/// Source: iPhoneOS18.0.sdk Combine.swiftinterface.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
final public class AnyCancellable: Cancellable, Hashable {
    /// https://developer.apple.com/documentation/combine/anycancellable/init(_:)
    /// Source: iPhoneOS18.0.sdk Combine.swiftinterface.
    public init(_ cancel: @escaping () -> Void) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/combine/anycancellable/cancel()
    /// Source: iPhoneOS18.0.sdk Combine.swiftinterface.
    final public func cancel() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/combine/anycancellable/store(in:)
    /// Source: iPhoneOS18.0.sdk Combine.swiftinterface.
    final public func store(in set: inout Set<AnyCancellable>) { fatalError("interface only") }
    final public func hash(into hasher: inout Hasher) { fatalError("interface only") }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError("interface only") }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Failure == Never {
    /// https://developer.apple.com/documentation/combine/publisher/sink(receivevalue:)
    /// Source: iPhoneOS18.0.sdk Combine.swiftinterface.
    public func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/combine/observableobject
/// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never
    /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange
    /// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-5gopl
    /// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
    public var objectWillChange: ObservableObjectPublisher { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/combine/observableobjectpublisher
/// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    /// https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
    /// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
    public init() { fatalError("interface only") }
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
    /// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
    final public func send() { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/combine/published
/// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Published<Value> {
    /// https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
    /// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
    public init(wrappedValue: Value) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/combine/published/init(initialvalue:)
    /// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
    public init(initialValue: Value) { fatalError("interface only") }

    /// https://developer.apple.com/documentation/combine/published/publisher
    /// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {
            fatalError("interface only")
        }
    }

    /// https://developer.apple.com/documentation/combine/published/projectedvalue
    /// Source: unverified against 18.0 (not in the pages of Combine.swiftinterface read; 17.5 interface).
    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError("interface only") }
        set { fatalError("interface only") }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }

    /// The enclosing-instance subscript through which a class's `@Published` property is read and written.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}
