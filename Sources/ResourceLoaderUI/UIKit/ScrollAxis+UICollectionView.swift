#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    extension ScrollAxis {
        /// The axis `collectionView`'s layout scrolls along: sideways for a flow layout whose scroll direction is
        /// horizontal, down otherwise (a list layout, a vertical flow layout).
        @MainActor
        init(_ collectionView: UICollectionView) {
            let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
            self = flow?.scrollDirection == .horizontal ? .horizontal : .vertical
        }
    }
#endif
