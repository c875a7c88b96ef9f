// The view modifiers ResourceLoader's SwiftUI code uses, with their SDK availability, from SwiftUI.swiftinterface
// (iPhoneOS17.5.sdk). Every modifier returns `some View`; the bodies return `self` only so that the opaque types have
// an underlying type, they are never run.
import Foundation

/// https://developer.apple.com/documentation/swiftui/searchfieldplacement
@available(iOS 15.0, *)
public struct SearchFieldPlacement: Sendable {
    /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/automatic
    public static let automatic = SearchFieldPlacement()
    init() {}
}

@available(iOS 13.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    @inlinable public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    @inlinable public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
    @available(iOS 15.0, *)
    @inlinable public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    @available(iOS 15.0, *)
    @inlinable public func task<T>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable { self }

    /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
    @available(iOS 15.0, *)
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:) (the overloads;
    /// this one takes a `Text?` prompt)
    @available(iOS 15.0, *)
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> some View
    { self }

    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-1bjj3
    @available(iOS 15.0, *)
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    @available(iOS 15.0, *)
    @inlinable public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { self }
}
