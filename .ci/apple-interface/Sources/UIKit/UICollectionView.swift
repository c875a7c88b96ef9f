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
    public override init() { super.init() }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uicollectionview
/// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
@available(iOS 6.0, *)
@MainActor open class UICollectionView: UIScrollView {
    // Model state. A list layout (`UICollectionViewCompositionalLayout.list(using:)`) lays out items in one column,
    // each row as high as its cell's content (self-sizing, https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration),
    // estimated until its cell is made; a `UICollectionViewFlowLayout` lays out items of its item size in lines along
    // its scroll direction (see there). A plain `UICollectionViewLayout` is abstract ("an abstract base class",
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout) and lays out nothing.
    var modelLayout: UICollectionViewLayout
    weak var modelDataSource: (any UICollectionViewDataSource)?
    weak var modelPrefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    var modelPrefetchingEnabled = true
    var modelBackgroundView: UIView?
    var modelRegistrations: [String: AnyClass?] = [:]
    let modelRows = ModelRows<UICollectionViewCell>(fixedHeight: nil, estimatedHeight: UIKitModel.estimatedRowHeight)

    var modelIsList: Bool { (modelLayout as? UICollectionViewCompositionalLayout)?.modelList != nil }
    /// Whether the layout places items (a list or a flow layout).
    var modelLaysOut: Bool { modelIsList || modelLayout is UICollectionViewFlowLayout }

    /// The rows, with the flow layout's geometry as it is now (the app may change the layout's properties).
    var modelLaidOutRows: ModelRows<UICollectionViewCell> {
        modelRows.flow = (modelLayout as? UICollectionViewFlowLayout)?.modelFlow
        return modelRows
    }

    /// The counts the data source reports: `numberOfSections(in:)` (1 when it does not say) and
    /// `collectionView(_:numberOfItemsInSection:)` for each.
    func modelReportedCounts() -> [Int] {
        guard let dataSource = modelDataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    /// A self-sizing list cell is as high as its content: a line per text of a list content configuration, nothing
    /// for a cell with no content (no constraints, no configuration: zero height).
    func modelMeasure(_ cell: UICollectionViewCell) -> CGFloat? {
        (cell.contentConfiguration as? UIListContentConfiguration)?.modelHeight ?? 0
    }

    /// "you must register a class or nib file using the register(_:forCellWithReuseIdentifier:) ... method before
    /// calling this method" (https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:));
    /// UIKit raises NSInternalInconsistencyException otherwise. A reconfigured item gets its existing cell back, and
    /// only for its own reuse identifier
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)).
    func modelDequeue(_ identifier: String) -> UICollectionViewCell {
        if let existing = modelRows.reconfiguring {
            if existing.modelReuseIdentifier == identifier { return existing }
            UIKitModel.raise(
                "NSInternalInconsistencyException",
                "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when reconfiguring an item, which is not allowed (existing: \(existing.modelReuseIdentifier ?? "none"), dequeued: \(identifier))"
            )
        } else if modelRegistrations[identifier] == nil {
            UIKitModel.raise(
                "NSInternalInconsistencyException",
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        let cell = UICollectionViewCell(frame: .zero)
        cell.modelReuseIdentifier = identifier
        return cell
    }

    func modelCell(at path: IndexPath) -> UICollectionViewCell {
        guard let dataSource = modelDataSource else {
            UIKitModel.raise("NSInternalInconsistencyException", "UICollectionView has no data source")
            return UICollectionViewCell(frame: .zero)
        }
        return dataSource.collectionView(self, cellForItemAt: path)
    }

    /// Applies a diffable data source's update (the model's batch update).
    func modelApply(_ update: ModelUpdate) {
        modelApplies += 1
        if update.animated { modelAnimatedApplies += 1 }
        modelLastUpdate = update
        modelLaidOutRows.apply(
            update, reportedCounts: modelReportedCounts(), measure: modelMeasure, cell: modelCell(at:))
        modelUpdateContentSize()
        modelSetNeedsLayout()
        if modelIsInWindow { layoutIfNeeded() }
    }

    func modelSetBackgroundView(_ view: UIView?) {
        modelBackgroundView?.removeFromSuperview()
        modelBackgroundView = view
        if let view { addSubview(view) }
        modelSetNeedsLayout()
    }

    func modelUpdateContentSize() {
        contentSize = modelLaysOut ? modelLaidOutRows.contentSize(in: bounds.size) : CGSize(width: bounds.width, height: 0)
    }

    /// "UITableView was told to layout its visible cells and other contents without being in the view hierarchy"
    /// (UIKit's UITableViewAlertForLayoutOutsideViewHierarchy log): laying out the rows of a view in no window is
    /// wasted work UIKit warns about (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()).
    override func modelWillLayOutOutsideWindow() {
        if !modelRows.counts.allSatisfy({ $0 == 0 }) {
            UIKitModel.warn("UICollectionView was told to layout its visible cells and other contents without being in the view hierarchy")
        }
    }

    override func modelLayoutSubviews() {
        modelBackgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        modelLaidOutRows.layout(
            bounds: bounds, visible: modelIsInWindow && modelLaysOut, cell: modelCell(at:), measure: modelMeasure,
            willDisplay: { cell, path in
                (self.delegate as? any UICollectionViewDelegate)?.collectionView(self, willDisplay: cell, forItemAt: path)
            },
            prefetch: { paths in
                if self.modelPrefetchingEnabled { self.modelPrefetchDataSource?.collectionView(self, prefetchItemsAt: paths) }
            },
            cancel: { paths in
                if self.modelPrefetchingEnabled {
                    self.modelPrefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: paths)
                }
            })
        modelUpdateContentSize()
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { modelLayout = layout
        super.init(frame: frame) }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
    // `delegate` narrows UIScrollView's to `(any UICollectionViewDelegate)?` in Objective-C; see UITableView.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    /// (`@property (nonatomic, strong) UICollectionViewLayout *collectionViewLayout;`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    /// Model: a new layout lays the items out again at the next layout pass.
    open var collectionViewLayout: UICollectionViewLayout {
        get { modelLayout }
        set {
            modelLayout = newValue
            modelSetNeedsLayout()
        }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource (`weak`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    weak open var dataSource: (any UICollectionViewDataSource)? {
        get { modelDataSource }
        set { modelDataSource = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/prefetchdatasource (`weak`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    @available(iOS 10.0, *)
    weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { modelPrefetchDataSource }
        set { modelPrefetchDataSource = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    @available(iOS 10.0, *)
    open var isPrefetchingEnabled: Bool {
        get { modelPrefetchingEnabled }
        set { modelPrefetchingEnabled = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/backgroundview
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    open var backgroundView: UIView? {
        get { modelBackgroundView }
        set { modelSetBackgroundView(newValue) }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        modelRegistrations[identifier] = cellClass
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        modelDequeue(identifier)
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    open func reloadData() { modelRows.reload(counts: modelReportedCounts())
        modelUpdateContentSize()
        modelSetNeedsLayout() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
    /// (`@property (nonatomic, readonly) NSArray<NSIndexPath *> *indexPathsForVisibleItems;`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    open var indexPathsForVisibleItems: [IndexPath] { modelRows.visibleIndexPaths }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
    /// (`- (nullable UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath
    /// *)indexPath;`)
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard modelLaysOut,
            let frame = modelLaidOutRows.frame(at: indexPath, width: bounds.width, height: bounds.height)
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes()
        attributes.frame = frame
        return attributes
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
/// (UICollectionViewLayout.h: `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface
/// UICollectionViewLayoutAttributes : NSObject <NSCopying, UIDynamicItem>`; only `frame` is declared here)
/// Source: unverified (18.0 UICollectionViewLayout.h unreachable; 17.5 header / page above).
@available(iOS 6.0, *)
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    var modelAttributesFrame = CGRect.zero
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
    /// Source: unverified (18.0 UICollectionViewLayout.h unreachable; 17.5 header / page above).
    open var frame: CGRect {
        get { modelAttributesFrame }
        set { modelAttributesFrame = newValue }
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
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:) (`@optional`;
    /// "If you don't implement this method, the collection view uses a default value of 1")
    /// Source: unverified (18.0 UICollectionView.h unreachable; 17.5 header / page above).
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// Stands for the `@optional` requirement: one section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
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
    /// Model: the reuse identifier the cell was dequeued with.
    var modelReuseIdentifier: String?
    var modelContentConfiguration: (any UIContentConfiguration)?
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
    /// (`@available(iOS 14.0, tvOS 14.0, *) @MainActor @preconcurrency public var contentConfiguration`)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 14.0, tvOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { modelContentConfiguration }
        set { modelContentConfiguration = newValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
/// Source: unverified (18.0 UICollectionViewCompositionalLayout.h unreachable; 17.5 header / page above).
@available(iOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Model: the list configuration of a layout made by `list(using:)`; the model lays out only lists.
    var modelList: UICollectionLayoutListConfiguration?
    init(modelList: UICollectionLayoutListConfiguration) {
        self.modelList = modelList
        super.init()
    }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
/// (a plain struct of UIKit's overlay in 18.0: neither main-actor isolated nor Sendable; the stand-in had it
/// `@MainActor @preconcurrency`)
/// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
@available(iOS 14.0, tvOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    var modelAppearance: Appearance
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
    public init(appearance: Appearance) { modelAppearance = appearance }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCompositionalLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @MainActor @preconcurrency public static func list(
        using configuration: UICollectionLayoutListConfiguration
    ) -> UICollectionViewCompositionalLayout { let layout = UICollectionViewCompositionalLayout(modelList: configuration)
        return layout }
}
