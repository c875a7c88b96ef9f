// expect: rejected scrollPosition(id:
// A SwiftUI modifier matched by its call shape: scrollPosition(id:) is iOS 17 / macOS 14.
import SwiftUI

struct Rows: View {
    @State private var position: Int?
    var body: some View {
        ScrollView {
            LazyVStack {}
        }
        .scrollPosition(id: $position)
    }
}
