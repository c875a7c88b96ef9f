// UICollectionViewFlowLayout and UICollectionView.ScrollDirection. Source: UICollectionViewFlowLayout.h
// (NS_SWIFT_UI_ACTOR class; `typedef NS_ENUM(NSInteger, UICollectionViewScrollDirection)`, imported as
// `UICollectionView.ScrollDirection`), whose 18.0 version is in neither xybp888/iOS-SDKs nor
// xiangfeidexiaohuo/iOS-SDKs (the 18.0 Headers folder there lacks every UICollectionView header): unverified against
// 18.0, from the 17.5 header and Apple's pages (each declaration says so). Only what the adapters, their runs and the
// guides use is declared.
import Foundation

extension UICollectionView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
    /// Source: unverified (18.0 UICollectionViewFlowLayout.h unreachable; 17.5 header / page above).
    @available(iOS 6.0, *)
    public enum ScrollDirection: Int, @unchecked Sendable {  // NS_ENUM: imported as a Sendable enum
        case vertical = 0
        case horizontal = 1
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
/// Source: unverified (18.0 UICollectionViewFlowLayout.h unreachable; 17.5 header / page above).
///
/// Model: "A layout object that organizes items into a grid with optional header and footer views for each section":
/// items of `itemSize` in lines along `scrollDirection` ("the grid ... scrolls in one direction"), as many to a line as
/// fit across the view with `minimumInteritemSpacing` between them, lines `minimumLineSpacing` apart, each section
/// starting a new line. Limits: the items of a line sit at the minimum spacing from its start (UIKit spreads a full
/// line's spare room between them); no section insets, headers, footers or delegate sizes; items do not self-size.
@available(iOS 6.0, *)
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    var modelItemSize = CGSize(width: 50, height: 50)
    var modelLineSpacing: CGFloat = 10
    var modelInteritemSpacing: CGFloat = 10
    var modelScrollDirection = UICollectionView.ScrollDirection.vertical

    /// The geometry the model lays items out with.
    var modelFlow: ModelFlow {
        ModelFlow(
            itemSize: modelItemSize, lineSpacing: modelLineSpacing, interitemSpacing: modelInteritemSpacing,
            isHorizontal: modelScrollDirection == .horizontal)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/init()
    /// Source: unverified (18.0 UICollectionViewFlowLayout.h unreachable; 17.5 header / page above).
    public override init() { super.init() }
    /// `initWithCoder:`, NS_DESIGNATED_INITIALIZER.
    public required init?(coder: NSCoder) { fatalError("interface only") }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection ("The default
    /// value of this property is UICollectionView.ScrollDirection.vertical")
    /// Source: unverified (18.0 UICollectionViewFlowLayout.h unreachable; 17.5 header / page above).
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { modelScrollDirection }
        set { modelScrollDirection = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize ("The default size
    /// value is (50.0, 50.0)")
    /// Source: unverified (18.0 UICollectionViewFlowLayout.h unreachable; 17.5 header / page above).
    open var itemSize: CGSize {
        get { modelItemSize }
        set { modelItemSize = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing ("The default
    /// value of this property is 10.0")
    /// Source: unverified (18.0 UICollectionViewFlowLayout.h unreachable; 17.5 header / page above).
    open var minimumLineSpacing: CGFloat {
        get { modelLineSpacing }
        set { modelLineSpacing = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing ("The
    /// default value of this property is 10.0")
    /// Source: unverified (18.0 UICollectionViewFlowLayout.h unreachable; 17.5 header / page above).
    open var minimumInteritemSpacing: CGFloat {
        get { modelInteritemSpacing }
        set { modelInteritemSpacing = newValue }
    }
}

/// A flow layout's geometry, as the model lays it out (see ``UICollectionViewFlowLayout``).
struct ModelFlow {
    var itemSize: CGSize
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    /// Whether lines run across the view and follow each other horizontally (`scrollDirection == .horizontal`).
    var isHorizontal: Bool

    /// Every item's frame for `counts` items per section in a view of `size`, and the content's length along the
    /// scrolling direction.
    func frames(counts: [Int], in size: CGSize) -> (frames: [(path: IndexPath, frame: CGRect)], length: CGFloat) {
        let along = isHorizontal ? itemSize.width : itemSize.height
        let across = isHorizontal ? itemSize.height : itemSize.width
        let room = isHorizontal ? size.height : size.width
        let perLine = max(1, Int((room + interitemSpacing) / (across + interitemSpacing)))
        var frames: [(path: IndexPath, frame: CGRect)] = []
        var lineStart: CGFloat = 0
        for (section, count) in counts.enumerated() where count > 0 {
            for item in 0..<count {
                let position = lineStart + CGFloat(item / perLine) * (along + lineSpacing)
                let offset = CGFloat(item % perLine) * (across + interitemSpacing)
                let origin = isHorizontal ? CGPoint(x: position, y: offset) : CGPoint(x: offset, y: position)
                frames.append((IndexPath(item: item, section: section), CGRect(origin: origin, size: itemSize)))
            }
            let lines = (count + perLine - 1) / perLine
            lineStart += CGFloat(lines) * along + CGFloat(lines - 1) * lineSpacing
        }
        return (frames, lineStart)
    }
}
