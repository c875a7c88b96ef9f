// Against the iPhoneOS18.0.sdk, these SwiftUI declarations are UNVERIFIED: SwiftUI.swiftinterface (1,369,099 characters)
// and SwiftUICore.swiftinterface (982,545), where iOS 18 moved View, Text, the stacks, the property wrappers and the
// environment, are in xybp888/iOS-SDKs, but only a file's first 100,000 characters are searchable and reading both
// whole (~150 pages) was beyond the pass that re-based this stand-in; no declaration below was among the pages read.
// What those pages do show (README.md, "Where the declarations come from"): view structs print as `@MainActor
// @preconcurrency public struct …: View` with `nonisolated` initialisers, and the modifiers sampled print as
// `nonisolated public func`.
// The view modifiers ResourceLoader's SwiftUI code uses, with their SDK availability, from SwiftUI.swiftinterface
// (iPhoneOS17.5.sdk). Every modifier returns `some View`; the bodies return `self` only so that the opaque types have
// an underlying type, they are never run.
import Foundation

/// https://developer.apple.com/documentation/swiftui/searchfieldplacement
/// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
@available(iOS 15.0, *)
public struct SearchFieldPlacement: Sendable {
    /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/automatic
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    public static let automatic = SearchFieldPlacement()
    init() {}
}

@available(iOS 13.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (`nonisolated func onAppear(perform
    /// action: (() -> Void)? = nil) -> some View`)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    /// Model: not `@inlinable` (the SDK's is), so that it may return the model's own view, which keeps the action for
    /// SwiftUIModel.update(_:as:): "Adds an action to perform before this view appears" (the page above).
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModelOnAppear(base: self, action: action)
    }

    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) (`nonisolated func
    /// onDisappear(perform action: (() -> Void)? = nil) -> some View`)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/id(_:) (`nonisolated func id<ID>(_ id: ID) -> some View
    /// where ID : Hashable`)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    /// Model: not `@inlinable` (the SDK's is), so that it may return the model's own view, which keeps the id for
    /// SwiftUIModel.update(_:as:): "When the proxy value specified by the id parameter changes, the identity of the
    /// view — for example, its state — is reset" (the page above), so it appears again as a new view.
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        ModelIdentified(base: self, id: AnyHashable(id))
    }

    /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (the iOS 15 form; today's page,
    /// task(name:priority:file:line:_:), prints `nonisolated` and an `@isolated(any)` action)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not located; .ci/apple-interface/README.md,
    /// "SwiftUI's closure-taking members").
    @available(iOS 15.0, *)
    /// Model: not `@inlinable` (the SDK's is), so that it may return the model's own view, which keeps the action
    /// for SwiftUIModel.appear: "SwiftUI ... performs the action ... before this view appears"
    /// (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)), at every appearance.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View { ModelTask(base: self, action: action) }

    /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (as task(priority:_:))
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not located; .ci/apple-interface/README.md,
    /// "SwiftUI's closure-taking members").
    @available(iOS 15.0, *)
    /// Model: not `@inlinable` (the SDK's is), so that it may return the model's own view, which keeps the action and
    /// the id for SwiftUIModel.runTasks(_:as:): "SwiftUI ... performs the action ... before this view appears or when
    /// a specified value changes" (the page above).
    nonisolated public func task<T>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View where T: Equatable { ModelTask(base: self, action: action, id: value) }

    /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:) (`nonisolated func
    /// refreshable(action: @escaping @Sendable () async -> Void) -> some View`)
    /// Source: unverified against 18.0 (SwiftUI.swiftinterface not located; .ci/apple-interface/README.md,
    /// "SwiftUI's closure-taking members").
    @available(iOS 15.0, *)
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:) (the overloads;
    /// this one takes a `Text?` prompt)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @available(iOS 15.0, *)
    /// Model: not `@inlinable`, so that it may return the model's own view, which keeps the field's binding for
    /// SwiftUIModel.type(_:in:) ("text: The text to display and edit in the search field": the page above).
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    )
        -> some View
    { ModelSearchable(base: self, text: text) }

    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-1bjj3 (`nonisolated
    /// func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt:
    /// LocalizedStringKey) -> some View`)
    /// Source: unverified against 18.0 (SwiftUI.swiftinterface not located; .ci/apple-interface/README.md).
    @available(iOS 15.0, *)
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    /// Source: unverified against 18.0 (SwiftUI/SwiftUICore .swiftinterface not read this far; page above).
    @available(iOS 15.0, *)
    /// Model: not `@inlinable` (the SDK's is), so that it may return the model's own view: the content over `self`.
    public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { ModelOverlay(base: self, overlay: content()) }
}

/// Model: a view with another over it (what `overlay(alignment:content:)` makes).
struct ModelOverlay<Base: View, Overlay: View>: View {
    let base: Base
    let overlay: Overlay
    var body: Never { fatalError("the model draws nothing") }
}

/// Model: a view with a task to run at each appearance (what `task(priority:_:)` makes).
struct ModelTask<Base: View>: View {
    nonisolated(unsafe) let base: Base
    nonisolated let action: @isolated(any) @Sendable () async -> Void
    /// Model: the value whose changes run the task again (`task(id:priority:_:)`), or `nil`.
    nonisolated(unsafe) let id: (any Equatable)?
    nonisolated init(base: Base, action: @escaping @isolated(any) @Sendable () async -> Void, id: (any Equatable)? = nil) {
        self.base = base
        self.action = action
        self.id = id
    }
    var body: Never { fatalError("the model draws nothing") }
}

/// Model: a view with an action to run as it appears (what `onAppear(perform:)` makes).
struct ModelOnAppear<Base: View>: View {
    nonisolated(unsafe) let base: Base
    nonisolated(unsafe) let action: (() -> Void)?
    nonisolated init(base: Base, action: (() -> Void)?) {
        self.base = base
        self.action = action
    }
    var body: Never { fatalError("the model draws nothing") }
}

/// Model: a view with an explicit identity (what `id(_:)` makes).
struct ModelIdentified<Base: View>: View {
    nonisolated(unsafe) let base: Base
    nonisolated(unsafe) let id: AnyHashable
    nonisolated init(base: Base, id: AnyHashable) {
        self.base = base
        self.id = id
    }
    var body: Never { fatalError("the model draws nothing") }
}

/// Model: a view with a search field (what `searchable(text:placement:prompt:)` makes).
struct ModelSearchable<Base: View>: View {
    nonisolated(unsafe) let base: Base
    nonisolated let text: Binding<String>
    nonisolated init(base: Base, text: Binding<String>) {
        self.base = base
        self.text = text
    }
    var body: Never { fatalError("the model draws nothing") }
}
