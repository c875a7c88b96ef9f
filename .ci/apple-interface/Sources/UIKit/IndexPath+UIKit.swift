// UIKit's Swift overlay on Foundation's IndexPath. Source: iPhoneOS18.0.sdk UIKit.swiftinterface:
// `@available(iOS 7.0, watchOS 2.0, *) extension Foundation.IndexPath { public init(row:section:); public
// init(item:section:); public var section, row, item: Int { get set } }`.
import Foundation

@available(iOS 7.0, watchOS 2.0, *)
extension IndexPath {
    /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// https://developer.apple.com/documentation/foundation/indexpath/section
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// https://developer.apple.com/documentation/foundation/indexpath/row
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// https://developer.apple.com/documentation/foundation/indexpath/item
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
