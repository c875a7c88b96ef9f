// UICollectionView, a minimal UICollectionViewLayout, cells, data source, delegate and prefetching protocols.
// Sources: iPhoneOS18.0.sdk UIKit.swiftinterface for the Swift overlay (contentConfiguration, the list layout
// configuration and `list(using:)`); the classes and protocols come from UICollectionView.h, UICollectionViewCell.h,
// UICollectionViewLayout.h and UICollectionViewCompositionalLayout.h (NS_SWIFT_UI_ACTOR), whose 18.0 versions are in
// neither xybp888/iOS-SDKs nor xiangfeidexiaohuo/iOS-SDKs: those declarations are unverified against 18.0 (each
// says so).
import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
/// Source: unverified (18.0 UICollectionViewLayout.h unreachable; 17.5 header / page above).
@available(iOS 6.0, *)
@MainActor open class UICollectionViewLayout: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    /// Source: unverified (18.0 UICollectionViewLayout.h unreachable; 17.5 header / page above).
    public override init() { fatalError("interface only") }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uicollectionview
/// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
@available(iOS 6.0, *)
@MainActor open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError("interface only") }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    // `delegate` narrows UIScrollView's to `(any UICollectionViewDelegate)?` in Objective-C; see UITableView.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource (`weak`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    weak open var dataSource: (any UICollectionViewDataSource)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/prefetchdatasource (`weak`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    @available(iOS 10.0, *)
    weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    @available(iOS 10.0, *)
    open var isPrefetchingEnabled: Bool {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    open var backgroundView: UIView? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    open func reloadData() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
    /// (`@property (nonatomic, readonly) NSArray<NSIndexPath *> *indexPathsForVisibleItems;`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    open var indexPathsForVisibleItems: [IndexPath] { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
    /// (`- (nullable UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath
    /// *)indexPath;`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        fatalError("interface only")
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
/// (UICollectionViewLayout.h: `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface
/// UICollectionViewLayoutAttributes : NSObject <NSCopying, UIDynamicItem>`; only `frame` is declared here)
/// Source: unverified (18.0 UICollectionViewLayout.h unreachable; 17.5 header / page above).
@available(iOS 6.0, *)
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    /// Source: unverified (18.0 UICollectionViewLayout.h unreachable; 17.5 header / page above).
    open var frame: CGRect {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
/// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    /// (`@required`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    /// (`@required`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
/// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
    /// (`@optional`, iOS 8.0)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
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
/// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
@available(iOS 10.0, *)
@MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:)
    /// (`@required`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:cancelprefetchingforitemsat:)
    /// (`@optional`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

@available(iOS 10.0, *)
extension UICollectionViewDataSourcePrefetching {
    /// Stands for the `@optional` requirement.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
/// Source: unverified (18.0 UICollectionViewCell.h unreachable; 17.5 header / page above).
@available(iOS 6.0, *)
@MainActor open class UICollectionReusableView: UIView {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
/// Source: unverified (18.0 UICollectionViewCell.h unreachable; 17.5 header / page above).
@available(iOS 6.0, *)
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
    /// (`@available(iOS 14.0, tvOS 14.0, *) @MainActor @preconcurrency public var contentConfiguration`)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 14.0, tvOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
/// Source: unverified (18.0 UICollectionViewCompositionalLayout.h unreachable; 17.5 header / page above).
@available(iOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
/// (a plain struct of UIKit's overlay in 18.0: neither main-actor isolated nor Sendable; the stand-in had it
/// `@MainActor @preconcurrency`)
/// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
@available(iOS 14.0, tvOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum
    /// (`public enum Appearance` with `Equatable` and `Hashable` added in extensions; not Sendable in 18.0)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public enum Appearance: Hashable {
        case plain
        case grouped
        @available(tvOS, unavailable)
        case insetGrouped
        @available(tvOS, unavailable)
        case sidebar
        @available(tvOS, unavailable)
        case sidebarPlain
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/init(appearance:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
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
