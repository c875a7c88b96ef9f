// expect: cannot find type 'ObservableObject'
// SwiftUI imports Combine without re-exporting it: code using ObservableObject must `import Combine`.
#if canImport(SwiftUI)
    import SwiftUI

    final class Model: ObservableObject {}
#endif
