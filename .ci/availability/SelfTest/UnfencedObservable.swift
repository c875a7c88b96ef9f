// expect: rejected Observable
// The @Observable macro is iOS 17 / macOS 14.
import Observation

@Observable
final class Model {
    var count = 0
}
