// The SwiftUI model's own controls: reading what a view value shows. Not Apple's: `.ci/check-apple-code` refuses any
// use of `SwiftUIModel` in the library, its samples and its documentation snippets. The SwiftUI model is small: views
// are values, and the model reads the values a modifier or a view builder made (`overlay`'s content, the branch a
// `switch` took, a `Text`'s string); it runs no view graph, no state, no `body`.
import Foundation

/// Test-only reading of SwiftUI view values.
public enum SwiftUIModel {
    /// What `view` shows, depth first: each `Text`'s string, and "ProgressView" for each progress view.
    @MainActor
    public static func shown(in view: some View) -> [String] {
        shown(inValue: view)
    }

    /// `view` appears: its body is made (`view.body`) and every `task` action found in it runs, in order, as SwiftUI
    /// runs a view's tasks each time it appears (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)).
    @MainActor
    public static func appear<V: View>(_ view: V) async {
        for action in tasks(inValue: view.body) { await action() }
    }

    /// Makes a view (`make`) as SwiftUI renders the view with `identity` again: its `@State` properties keep the storage
    /// the previous render of `identity` made, in declaration order, and their initial values are dropped
    /// (https://developer.apple.com/documentation/swiftui/state). The first render of an identity keeps the initial
    /// values.
    @MainActor
    public static func render<V>(as identity: String, _ make: () -> V) -> V {
        let outer = ModelStateStorage.rendering
        ModelStateStorage.rendering = (identity, 0)
        defer { ModelStateStorage.rendering = outer }
        return make()
    }

    /// The row id the first `scrollPosition(id:anchor:)` in `view`'s body reads from its binding: the row SwiftUI
    /// scrolls to the top (https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)).
    @MainActor
    public static func scrollPosition<V: View>(in view: V) -> AnyHashable? {
        scrollPositions(inValue: view.body).first?.get()
    }

    /// The reader scrolls `view` until the row with `id` is at the top: SwiftUI writes the row to the binding of the
    /// first `scrollPosition(id:anchor:)` in `view`'s body ("as the user scrolls, SwiftUI updates the binding";
    /// https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)).
    @MainActor
    public static func scroll<V: View>(_ view: V, toTopRow id: AnyHashable?) {
        scrollPositions(inValue: view.body).first?.set(id)
    }

    private static func scrollPositions(inValue value: Any) -> [ModelScrollPositionBinding] {
        if let binding = value as? ModelScrollPositionBinding { return [binding] }
        return Mirror(reflecting: value).children.flatMap { scrollPositions(inValue: $0.value) }
    }

    private static func tasks(inValue value: Any) -> [@Sendable () async -> Void] {
        let mirror = Mirror(reflecting: value)
        var found: [@Sendable () async -> Void] = []
        for child in mirror.children {
            if child.label == "action", let action = child.value as? @Sendable () async -> Void,
                String(describing: type(of: value)).hasPrefix("ModelTask<")
            {
                found.append(action)
            } else {
                found += tasks(inValue: child.value)
            }
        }
        return found
    }

    private static func shown(inValue value: Any) -> [String] {
        if let text = value as? Text { return [text.modelString] }
        if String(describing: type(of: value)).hasPrefix("ProgressView<") { return ["ProgressView"] }
        return Mirror(reflecting: value).children.flatMap { shown(inValue: $0.value) }
    }
}
