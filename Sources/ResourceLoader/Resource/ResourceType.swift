/// A value that describes a piece of data and the model it becomes once loaded.
///
/// `ResourceType` is the root of the resource family. It says nothing about *where* the data lives; refine it with
/// ``NetworkResourceType`` (or ``NetworkJSONResourceType``) to describe an HTTP resource. Resources are values:
/// conform a `struct`, never subclass.
///
/// ```swift
/// struct CurrentUser: NetworkJSONResourceType {
///     typealias Model = User
///     var url: URL? { URL(string: "https://api.example.com/me") }
/// }
/// ```
public protocol ResourceType: Sendable {
    /// The type the loaded data becomes.
    associatedtype Model: Sendable
}
