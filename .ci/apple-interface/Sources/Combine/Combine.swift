// The part of Combine that ObservableObject needs, from Combine.swiftinterface (iPhoneOS17.5.sdk): Publisher,
// Subscriber and Cancellable in outline, ObservableObject and its default publisher, @Published, and `sink`.
// Combine's interface carries no actor annotations; its publishers are not Sendable.

/// https://developer.apple.com/documentation/combine/publisher
@available(iOS 13.0, *)
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// https://developer.apple.com/documentation/combine/publisher/receive(subscriber:)
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

/// https://developer.apple.com/documentation/combine/subscriber
@available(iOS 13.0, *)
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error
}

/// https://developer.apple.com/documentation/combine/cancellable
@available(iOS 13.0, *)
public protocol Cancellable {
    /// https://developer.apple.com/documentation/combine/cancellable/cancel()
    func cancel()
}

/// https://developer.apple.com/documentation/combine/anycancellable
@available(iOS 13.0, *)
final public class AnyCancellable: Cancellable, Hashable {
    /// https://developer.apple.com/documentation/combine/anycancellable/init(_:)
    public init(_ cancel: @escaping () -> Void) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/combine/anycancellable/cancel()
    final public func cancel() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/combine/anycancellable/store(in:)
    final public func store(in set: inout Set<AnyCancellable>) { fatalError("interface only") }
    final public func hash(into hasher: inout Hasher) { fatalError("interface only") }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError("interface only") }
}

@available(iOS 13.0, *)
extension Publisher where Self.Failure == Never {
    /// https://developer.apple.com/documentation/combine/publisher/sink(receivevalue:)
    public func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/combine/observableobject
@available(iOS 13.0, *)
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never
    /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange-5gopl
    public var objectWillChange: ObservableObjectPublisher { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/combine/observableobjectpublisher
@available(iOS 13.0, *)
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    /// https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
    public init() { fatalError("interface only") }
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
    final public func send() { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/combine/published
@available(iOS 13.0, *)
@propertyWrapper public struct Published<Value> {
    /// https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
    public init(wrappedValue: Value) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/combine/published/init(initialvalue:)
    public init(initialValue: Value) { fatalError("interface only") }

    /// https://developer.apple.com/documentation/combine/published/publisher
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {
            fatalError("interface only")
        }
    }

    /// https://developer.apple.com/documentation/combine/published/projectedvalue
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
