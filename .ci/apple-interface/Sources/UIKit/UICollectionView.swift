// UICollectionView, a minimal UICollectionViewLayout, cells, data source, delegate and prefetching protocols.
// Source: iPhoneOS17.5.sdk UIKit/UICollectionView.h, UICollectionViewCell.h, UICollectionViewLayout.h
// (NS_SWIFT_UI_ACTOR classes and protocols) and UIKit.swiftinterface (contentConfiguration).
import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@available(iOS 6.0, *)
@MainActor open class UICollectionViewLayout: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    public override init() { fatalError("interface only") }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uicollectionview
@available(iOS 6.0, *)
@MainActor open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError("interface only") }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    // `delegate` narrows UIScrollView's to `(any UICollectionViewDelegate)?` in Objective-C; see UITableView.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource (`weak`)
    weak open var dataSource: (any UICollectionViewDataSource)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/prefetchdatasource (`weak`)
    @available(iOS 10.0, *)
    weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled
    @available(iOS 10.0, *)
    open var isPrefetchingEnabled: Bool {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
    open var backgroundView: UIView? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    open func reloadData() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
    /// (`@property (nonatomic, readonly) NSArray<NSIndexPath *> *indexPathsForVisibleItems;`)
    open var indexPathsForVisibleItems: [IndexPath] { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
    /// (`- (nullable UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath
    /// *)indexPath;`)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        fatalError("interface only")
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
/// (UICollectionViewLayout.h: `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface
/// UICollectionViewLayoutAttributes : NSObject <NSCopying, UIDynamicItem>`; only `frame` is declared here)
@available(iOS 6.0, *)
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    open var frame: CGRect {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    /// (`@required`)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    /// (`@required`)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
    /// (`@optional`, iOS 8.0)
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// Stands for the `@optional` requirement.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching
@available(iOS 10.0, *)
@MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:)
    /// (`@required`)
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:cancelprefetchingforitemsat:)
    /// (`@optional`)
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

@available(iOS 10.0, *)
extension UICollectionViewDataSourcePrefetching {
    /// Stands for the `@optional` requirement.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@available(iOS 6.0, *)
@MainActor open class UICollectionReusableView: UIView {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@available(iOS 6.0, *)
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
    @available(iOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
/// Source: iPhoneOS18.0.sdk UIKit/UICollectionViewCompositionalLayout.h (NS_SWIFT_UI_ACTOR).
@available(iOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
/// Source: iPhoneOS18.0.sdk UIKit.swiftinterface (a Swift struct of UIKit's overlay).
@available(iOS 14.0, tvOS 14.0, *)
@MainActor @preconcurrency public struct UICollectionLayoutListConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum
    public enum Appearance: Hashable, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/init(appearance:)
    public init(appearance: Appearance) { fatalError("interface only") }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCompositionalLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @MainActor @preconcurrency public static func list(
        using configuration: UICollectionLayoutListConfiguration
    ) -> UICollectionViewCompositionalLayout { fatalError("interface only") }
}
