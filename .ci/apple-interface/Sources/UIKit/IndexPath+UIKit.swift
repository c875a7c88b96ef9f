// UIKit's Swift overlay on Foundation's IndexPath, verbatim in shape from UIKit.swiftinterface (iPhoneOS17.5.sdk):
// `extension Foundation.IndexPath { public init(row:section:); public init(item:section:); public var section,
// row, item: Int { get set } }`.
import Foundation

extension IndexPath {
    /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    public init(row: Int, section: Int) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    public init(item: Int, section: Int) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/foundation/indexpath/section
    public var section: Int {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/foundation/indexpath/row
    public var row: Int {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/foundation/indexpath/item
    public var item: Int {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}
