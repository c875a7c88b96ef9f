// expect: rejected onChange(of: ... initial:
// onChange(of:initial:_:) is iOS 17 / macOS 14; the `initial:` label comes after the value.
import SwiftUI

struct Row: View {
    let value: Int
    var body: some View {
        Text("row").onChange(of: value, initial: true) { _, _ in }
    }
}
