// expect: rejected NewModel
// A type the package annotates @available(iOS 17, …) is as new as any Apple one: using it unfenced fails in Xcode.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct NewModel {}

func make() -> Any {
    NewModel()
}
