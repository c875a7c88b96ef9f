// expect: accepted 0
// Mutex, @Observable and ContinuousClock in comments and string literals are not uses; neither are names that
// merely contain a listed one (MutexBox, mutex) or the iOS 14 onChange(of:perform:) shape.
/* A block comment: Mutex(0), Task.sleep(for: .seconds(1)) /* nested: @Observable */ */
struct MutexBox {
    let mutex = NSLockLike()
    let note = "use Mutex(0) from iOS 18"
    let block = """
        ContinuousClock().now
        """
    let raw = #"Task.sleep(for: .seconds(1))"#
}

final class NSLockLike {}

import SwiftUI

struct Row: View {
    let value: Int
    var body: some View {
        Text("\(value)").onChange(of: value) { _ in }
    }
}
