// UICollectionView.CellRegistration and dequeueConfiguredReusableCell(using:for:item:), from UIKit's Swift overlay.
// Source: iPhoneOS18.0.sdk UIKit.swiftinterface (xybp888/iOS-SDKs, arm64-apple-ios.swiftinterface):
//   @available(iOS 14.0, tvOS 14.0, *)
//   extension UICollectionView {
//     public struct CellRegistration<Cell, Item> where Cell : UICollectionViewCell {
//       public typealias Handler = (_ cell: Cell, _ indexPath: Foundation.IndexPath, _ itemIdentifier: Item) -> Swift.Void
//       public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler)
//       public init(cellNib: UINib, handler: ...)   (not declared here: nothing uses nibs)
//     }
//     @_Concurrency.MainActor @preconcurrency public func dequeueConfiguredReusableCell<Cell, Item>(using registration:
//       UICollectionView.CellRegistration<Cell, Item>, for indexPath: Foundation.IndexPath, item: Item?) -> Cell
//       where Cell : UICollectionViewCell
//   }
//   @available(*, unavailable)
//   extension UICollectionView.CellRegistration : Swift.Sendable {}
import Foundation

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    ///
    /// Model: each registration is a reuse identifier of its own, registered when a cell is first dequeued with it
    /// ("you don't need to call register(_:forCellWithReuseIdentifier:) ... The registration occurs automatically
    /// when you pass the cell registration to dequeueConfiguredReusableCell(using:for:item:)"); a reconfigured item's
    /// cell must come from the registration it was made with, as for reuse identifiers. "Don't create your cell
    /// registration inside a UICollectionViewDiffableDataSource.CellProvider closure; doing so prevents cell reuse,
    /// and generates an exception in iOS 15 and higher": one made while a data source's cell provider runs raises.
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
        /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let modelHandler: Handler
        let modelIdentifier: String

        /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
        /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
        public init(handler: @escaping Handler) {
            modelHandler = handler
            modelIdentifier = "UICollectionView.CellRegistration<\(Cell.self), \(Item.self)> \(UUID().uuidString)"
            if UIKitModel.isInCellProvider {
                UIKitModel.raise(
                    "NSInternalInconsistencyException",
                    "Attempted to create a cell registration inside a cell provider: registrations must be created outside the cell provider so that cells can be reused"
                )
            }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    /// Model: registers the registration's cell if it is not yet, dequeues a cell of it (the reconfigured item's own
    /// cell while an item is reconfigured) and runs the registration's handler with `item` when one is given. Limit:
    /// the model makes `UICollectionViewCell`s only (a registration of a subclass stops the run).
    @MainActor @preconcurrency public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        if modelRegistrations[registration.modelIdentifier] == nil {
            modelRegistrations[registration.modelIdentifier] = Cell.self
        }
        guard let cell = modelDequeue(registration.modelIdentifier) as? Cell else {
            fatalError("UIKit model: a cell registration of a UICollectionViewCell subclass cannot be made here")
        }
        if let item { registration.modelHandler(cell, indexPath, item) }
        return cell
    }
}

@available(*, unavailable)
extension UICollectionView.CellRegistration: Sendable {}
