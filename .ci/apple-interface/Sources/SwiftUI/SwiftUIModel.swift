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

    /// The rows `ScrollViewProxy.scrollTo(_:anchor:)` scrolled to, oldest first (a test empties it).
    // `nonisolated(unsafe)`: the model's tests run one at a time on the main actor (--no-parallel); `scrollTo` is
    // nonisolated only because the SDK's is.
    nonisolated(unsafe) public static var scrolls: [AnyHashable] = []

    /// SwiftUI shows an update of the view rendered as `identity` (make it with `render(as:_:)`): its body is made, each
    /// `ScrollViewReader`'s content is made with a proxy, and the `onAppear` actions of the views that appear run: on
    /// the identity's first update every one, later only those inside a view whose `id(_:)` changed since the last
    /// update ("the identity of the view ... is reset": https://developer.apple.com/documentation/swiftui/view/id(_:)).
    @MainActor
    public static func update<V: View>(_ view: V, as identity: String) {
        var ids: [AnyHashable] = []
        var actions: [() -> Void] = []
        let previous = shownIDs[identity]
        collect(view.body, appearing: previous == nil, previous: previous ?? [], ids: &ids, actions: &actions)
        shownIDs[identity] = ids
        for action in actions { action() }
    }

    /// The rows of `view` (a `List` of `ForEach` rows, in sections or not) whose ids `isShown` accepts come on screen:
    /// their `onAppear` actions run, as a list runs them for the rows it shows
    /// (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)).
    @MainActor
    public static func rowsAppear<V: View>(in view: V, _ isShown: (AnyHashable) -> Bool) {
        for row in rows(inValue: view) where row.id.map(isShown) == true {
            var ids: [AnyHashable] = []
            var actions: [() -> Void] = []
            collect(row.view, appearing: true, previous: [], ids: &ids, actions: &actions)
            for action in actions { action() }
        }
    }

    @MainActor
    private static func rows(inValue value: Any) -> [(id: AnyHashable?, view: Any)] {
        if let forEach = value as? any ModelRowsListing {
            return forEach.modelRows().flatMap { row in
                let nested = rows(inValue: row.view)
                return nested.isEmpty ? [row] : nested
            }
        }
        return Mirror(reflecting: value).children.flatMap { rows(inValue: $0.value) }
    }

    /// The user types `text` into the first search field (`searchable(text:placement:prompt:)`) of `view`'s body: its
    /// binding is written.
    @MainActor
    public static func type<V: View>(_ text: String, in view: V) {
        searchFields(inValue: view.body).first?.wrappedValue = text
    }

    private static func searchFields(inValue value: Any) -> [Binding<String>] {
        if String(describing: Swift.type(of: value)).hasPrefix("ModelSearchable<"),
            let text = Mirror(reflecting: value).children.first(where: { $0.label == "text" })?.value as? Binding<String>
        {
            return [text]
        }
        return Mirror(reflecting: value).children.flatMap { searchFields(inValue: $0.value) }
    }

    /// SwiftUI shows the view rendered as `identity` (make it with `render(as:_:)`) again: the tasks of its body run,
    /// a `task(id:priority:_:)` only on the identity's first showing and when its id changed since the last
    /// (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)).
    @MainActor
    public static func runTasks<V: View>(_ view: V, as identity: String) async {
        let found = taskValues(inValue: view.body)
        let previous = taskIDs[identity]
        taskIDs[identity] = found.map(\.id)
        for (index, task) in found.enumerated() {
            if let previous, index < previous.count, let id = task.id, let old = previous[index], modelEqual(id, old) {
                continue
            }
            await task.action()
        }
    }

    /// The `task(id:)` ids each identity's last showing ran with, in order.
    @MainActor private static var taskIDs: [String: [(any Equatable)?]] = [:]

    private static func taskValues(inValue value: Any) -> [(action: @isolated(any) @Sendable () async -> Void, id: (any Equatable)?)] {
        let mirror = Mirror(reflecting: value)
        if String(describing: Swift.type(of: value)).hasPrefix("ModelTask<"),
            let action = mirror.children.first(where: { $0.label == "action" })?.value
                as? @isolated(any) @Sendable () async -> Void
        {
            let id = mirror.children.first(where: { $0.label == "id" })?.value as? (any Equatable)?
            let base = mirror.children.first(where: { $0.label == "base" }).map { taskValues(inValue: $0.value) } ?? []
            return base + [(action, id ?? nil)]
        }
        return mirror.children.flatMap { taskValues(inValue: $0.value) }
    }

    /// The `id(_:)` values each identity's last update showed, in order.
    @MainActor private static var shownIDs: [String: [AnyHashable]] = [:]

    /// Collects the ids in `value` and the `onAppear` actions to run: every one when `appearing`, else those whose view
    /// holds an `id(_:)` that changed (the modified view appears again, and the modifiers around it with it).
    ///
    /// - Returns: whether `value` holds a changed id.
    @MainActor @discardableResult
    private static func collect(
        _ value: Any, appearing: Bool, previous: [AnyHashable], ids: inout [AnyHashable], actions: inout [() -> Void]
    ) -> Bool {
        if let reader = value as? any ModelScrollViewReading {
            return collect(reader.modelMake(), appearing: appearing, previous: previous, ids: &ids, actions: &actions)
        }
        let mirror = Mirror(reflecting: value)
        let typeName = String(describing: Swift.type(of: value))
        var changed = false
        if typeName.hasPrefix("ModelIdentified<"),
            let id = mirror.children.first(where: { $0.label == "id" })?.value as? AnyHashable
        {
            let index = ids.count
            ids.append(id)
            changed = index >= previous.count || previous[index] != id
        }
        for child in mirror.children {
            let childChanged = collect(
                child.value, appearing: appearing || changed, previous: previous, ids: &ids, actions: &actions)
            changed = changed || childChanged
        }
        if typeName.hasPrefix("ModelOnAppear<"), appearing || changed,
            let action = mirror.children.first(where: { $0.label == "action" })?.value as? (() -> Void)?,
            let action
        {
            actions.append(action)
        }
        return changed
    }

    private static func scrollPositions(inValue value: Any) -> [ModelScrollPositionBinding] {
        if let binding = value as? ModelScrollPositionBinding { return [binding] }
        return Mirror(reflecting: value).children.flatMap { scrollPositions(inValue: $0.value) }
    }

    private static func tasks(inValue value: Any) -> [@isolated(any) @Sendable () async -> Void] {
        let mirror = Mirror(reflecting: value)
        var found: [@isolated(any) @Sendable () async -> Void] = []
        for child in mirror.children {
            if child.label == "action", let action = child.value as? @isolated(any) @Sendable () async -> Void,
                String(describing: Swift.type(of: value)).hasPrefix("ModelTask<")
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
        if String(describing: Swift.type(of: value)).hasPrefix("ProgressView<") { return ["ProgressView"] }
        return Mirror(reflecting: value).children.flatMap { shown(inValue: $0.value) }
    }
}

/// Model: a `ScrollViewReader`, whose content the model makes with a proxy.
protocol ModelScrollViewReading {
    /// The content, made with a proxy.
    @MainActor func modelMake() -> Any
}

extension ScrollViewReader: ModelScrollViewReading {
    func modelMake() -> Any { modelContent(ScrollViewProxy()) }
}

/// Model: whether two equatable values are equal (of one type and `==`).
private func modelEqual(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func equal<T: Equatable>(_ a: T, _ b: any Equatable) -> Bool { (b as? T) == a }
    return equal(a, b)
}
