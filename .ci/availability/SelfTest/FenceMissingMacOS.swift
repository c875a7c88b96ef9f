// expect: rejected Observable
// `@available(iOS 17, *)` leaves macOS at the package minimum (12), and @Observable needs macOS 14.
import Observation

@available(iOS 17, *)
@Observable
final class Model {
    var count = 0
}
