// Diffable data sources. Source: iPhoneOS18.0.sdk UIKit.framework/Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface
// (Swift 6.0 compiler, read in full from xybp888/iOS-SDKs): the generic parameters are `Hashable & Sendable`, the
// snapshot is `@preconcurrency … : @unchecked Sendable`, and the data sources are `@preconcurrency @MainActor` classes
// whose every member — `init`, both `apply` overloads, both `applySnapshotUsingReloadData` overloads, `snapshot()`,
// the look-ups and the data-source methods — is `@MainActor @preconcurrency` (the 17.5 SDK had `apply`,
// `applySnapshotUsingReloadData` and `snapshot` `nonisolated`; 18.0 wins). Members are declared without repeating the
// class's isolation. The 18.0 interface also declares `extension UI…DiffableDataSource : Sendable`, which a
// main-actor class has here implicitly. The data-source protocol methods that the SDK lists are kept to those the
// protocols here require.
import Foundation

/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot

/// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
// `@unchecked Sendable` as the SDK declares it: a value type whose storage UIKit copies on write.
@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>:
    @unchecked Sendable
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    // Model storage: the sections in order, each section's items, and the items and sections marked for the next apply.
    var modelSections: [SectionIdentifierType]
    var modelItems: [[ItemIdentifierType]]
    var modelReloaded: [ItemIdentifierType] = []
    var modelReconfigured: [ItemIdentifierType] = []
    var modelReloadedSections: [SectionIdentifierType] = []

    /// Model: where an item is; an item not in the snapshot raises, as UIKit does for an operation on it
    /// ("Invalid item identifier specified for reload/reconfigure/insert/move").
    func modelPosition(of identifier: ItemIdentifierType, for operation: String? = nil) -> (section: Int, item: Int)? {
        for (section, items) in modelItems.enumerated() {
            if let item = items.firstIndex(of: identifier) { return (section, item) }
        }
        if let operation {
            UIKitModel.raise(
                "NSInternalInconsistencyException",
                "Invalid item identifier specified for \(operation): \(identifier)")
        }
        return nil
    }

    /// Model: `identifiers` less any already in the snapshot or repeated, raising for each as UIKit does: "Each of your
    /// sections and items must have unique identifiers"
    /// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshotreference); UIKit throws
    /// `NSInternalInconsistencyException` "Fatal: supplied item identifiers are not unique".
    func modelUnique(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set(modelItems.joined())
        var unique: [ItemIdentifierType] = []
        for identifier in identifiers {
            guard seen.insert(identifier).inserted else {
                UIKitModel.raise(
                    "NSInternalInconsistencyException",
                    "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \(identifier)\n)}")
                continue
            }
            unique.append(identifier)
        }
        return unique
    }

    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/init()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public init() { modelSections = []
        modelItems = [] }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofitems
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var numberOfItems: Int { modelItems.reduce(0) { $0 + $1.count } }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofsections
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var numberOfSections: Int { modelSections.count }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/sectionidentifiers
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var sectionIdentifiers: [SectionIdentifierType] { modelSections }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/itemidentifiers
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var itemIdentifiers: [ItemIdentifierType] { Array(modelItems.joined()) }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloadedsectionidentifiers
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { modelReloadedSections }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloadeditemidentifiers
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    public var reloadedItemIdentifiers: [ItemIdentifierType] { modelReloaded }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reconfigureditemidentifiers
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { modelReconfigured }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofitems(insection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/itemidentifiers(insection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = indexOfSection(identifier) else {
            UIKitModel.raise("NSInternalInconsistencyException", "Invalid section identifier \(identifier)")
            return []
        }
        return modelItems[index]
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/sectionidentifier(containingitem:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        modelPosition(of: identifier).map { modelSections[$0.section] }
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/indexofitem(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/indexofsection(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { modelSections.firstIndex(of: identifier) }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/appenditems(_:tosection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) { UIKitModel.hand(identifiers.count)
        let section = sectionIdentifier.flatMap(indexOfSection) ?? (sectionIdentifier == nil ? modelSections.indices.last : nil)
        guard let section else {
            UIKitModel.raise(
                "NSInternalInconsistencyException",
                sectionIdentifier == nil
                    ? "There are currently no sections in the data source. Please add a section first."
                    : "Invalid section identifier \(sectionIdentifier!)")
            return
        }
        modelItems[section].append(contentsOf: modelUnique(identifiers)) }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertitems(_:beforeitem:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) { UIKitModel.hand(identifiers.count + 1)
        guard let position = modelPosition(of: beforeIdentifier, for: "insert before") else { return }
        modelItems[position.section].insert(contentsOf: modelUnique(identifiers), at: position.item) }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertitems(_:afteritem:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    { UIKitModel.hand(identifiers.count + 1)
        guard let position = modelPosition(of: afterIdentifier, for: "insert after") else { return }
        modelItems[position.section].insert(contentsOf: modelUnique(identifiers), at: position.item + 1) }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deleteitems(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { UIKitModel.hand(identifiers.count)
        let deleted = Set(identifiers)
        for index in modelItems.indices { modelItems[index].removeAll { deleted.contains($0) } } }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deleteallitems()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func deleteAllItems() { modelSections = []
        modelItems = [] }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/moveitem(_:beforeitem:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard modelPosition(of: identifier, for: "move") != nil, identifier != toIdentifier else { return }
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/moveitem(_:afteritem:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard modelPosition(of: identifier, for: "move") != nil, identifier != toIdentifier else { return }
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloaditems(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { UIKitModel.hand(identifiers.count)
        for identifier in identifiers where modelPosition(of: identifier, for: "reload") != nil {
            modelReloaded.append(identifier)
        } }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reconfigureitems(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { UIKitModel.hand(identifiers.count)
        for identifier in identifiers where modelPosition(of: identifier, for: "reconfigure") != nil {
            modelReconfigured.append(identifier)
        } }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/appendsections(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { for identifier in identifiers {
            guard indexOfSection(identifier) == nil else {
                UIKitModel.raise(
                    "NSInternalInconsistencyException",
                    "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    \(identifier)\n)}")
                continue
            }
            modelSections.append(identifier)
            modelItems.append([])
        } }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertsections(_:beforesection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) { guard let index = indexOfSection(toIdentifier) else {
            UIKitModel.raise("NSInternalInconsistencyException", "Invalid section identifier \(toIdentifier)")
            return
        }
        modelSections.insert(contentsOf: identifiers, at: index)
        modelItems.insert(contentsOf: identifiers.map { _ in [] }, at: index) }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertsections(_:aftersection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) { guard let index = indexOfSection(toIdentifier) else {
            UIKitModel.raise("NSInternalInconsistencyException", "Invalid section identifier \(toIdentifier)")
            return
        }
        modelSections.insert(contentsOf: identifiers, at: index + 1)
        modelItems.insert(contentsOf: identifiers.map { _ in [] }, at: index + 1) }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deletesections(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { for identifier in identifiers {
            guard let index = indexOfSection(identifier) else { continue }
            modelSections.remove(at: index)
            modelItems.remove(at: index)
        } }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/movesection(_:beforesection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) { guard let from = indexOfSection(identifier), indexOfSection(toIdentifier) != nil else { return }
        let items = modelItems.remove(at: from)
        modelSections.remove(at: from)
        let to = indexOfSection(toIdentifier)!
        modelSections.insert(identifier, at: to)
        modelItems.insert(items, at: to) }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/movesection(_:aftersection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) { guard let from = indexOfSection(identifier), indexOfSection(toIdentifier) != nil else { return }
        let items = modelItems.remove(at: from)
        modelSections.remove(at: from)
        let to = indexOfSection(toIdentifier)! + 1
        modelSections.insert(identifier, at: to)
        modelItems.insert(items, at: to) }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloadsections(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { modelReloadedSections.append(contentsOf: identifiers.filter { indexOfSection($0) != nil }) }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource

/// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
    NSObject, UITableViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    // Model state: the cell provider, the view (held weakly, as UIKit's data source holds it) and the snapshot applied.
    let modelCellProvider: CellProvider
    weak var modelView: UITableView?
    var modelSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    var modelRowAnimation = UITableView.RowAnimation.automatic

    /// Model: applies `snapshot`. The data source is main-actor isolated in the 18.0 SDK, so applying off the main
    /// actor is refused by the compiler (and, from Objective-C callers, by Swift 6's dynamic isolation check), as in
    /// Xcode (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/apply(_:animatingdifferences:completion:));
    /// it computes the difference from the current snapshot and updates the view: items that stay keep their cells,
    /// reconfigured items on screen configure their existing cell again, reloaded ones get a new cell. UIKit does not
    /// animate a view that is not in a window.
    func modelApply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animated: Bool,
        reloadsData: Bool
    ) {
        let update = snapshot.modelUpdate(
            from: modelSnapshot, animated: animated && (modelView?.modelIsInWindow ?? false), reloadsData: reloadsData)
        var applied = snapshot
        applied.modelReloaded = []
        applied.modelReconfigured = []
        applied.modelReloadedSections = []
        modelSnapshot = applied
        modelView?.modelApply(update)
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/cellprovider
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public typealias CellProvider = (
        _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UITableViewCell?

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/init(tableview:cellprovider:)

    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) { modelCellProvider = cellProvider
        modelView = tableView
        super.init()
        tableView.dataSource = self }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/apply(_:animatingdifferences:completion:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    /// 18.0: `@MainActor @preconcurrency` (17.5: `nonisolated`).
    @MainActor @preconcurrency open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) { modelApply(snapshot, animated: animatingDifferences, reloadsData: false)
        completion?() }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/apply(_:animatingdifferences:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async { modelApply(snapshot, animated: animatingDifferences, reloadsData: false) }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/applysnapshotusingreloaddata(_:completion:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) { modelApply(snapshot, animated: false, reloadsData: true)
        completion?() }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/applysnapshotusingreloaddata(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async { modelApply(snapshot, animated: false, reloadsData: true) }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/snapshot()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    /// 18.0: `@MainActor @preconcurrency` (17.5: `nonisolated`).
    @MainActor @preconcurrency open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        modelSnapshot
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/sectionidentifier(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { modelSnapshot.modelSections.indices.contains(index) ? modelSnapshot.modelSections[index] : nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/index(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { modelSnapshot.indexOfSection(sectionIdentifier) }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/itemidentifier(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { modelSnapshot.modelItem(at: indexPath) }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/indexpath(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { modelSnapshot.modelPosition(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) } }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/defaultrowanimation
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var defaultRowAnimation: UITableView.RowAnimation {
        get { modelRowAnimation }
        set { modelRowAnimation = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func numberOfSections(in tableView: UITableView) -> Int { modelSnapshot.numberOfSections }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        modelSnapshot.modelItems.indices.contains(section) ? modelSnapshot.modelItems[section].count : 0
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = modelSnapshot.modelItem(at: indexPath) else {
            UIKitModel.raise("NSInternalInconsistencyException", "no item at \(indexPath)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = modelCellProvider(tableView, indexPath, item) else {
            UIKitModel.raise(
                "NSInternalInconsistencyException",
                "UITableView dataSource returned a nil cell for item at index path: \(indexPath)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource

/// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
    NSObject, UICollectionViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    // Model state: the cell provider, the view (held weakly, as UIKit's data source holds it) and the snapshot applied.
    let modelCellProvider: CellProvider
    weak var modelView: UICollectionView?
    var modelSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Model: applies `snapshot`. The data source is main-actor isolated in the 18.0 SDK, so applying off the main
    /// actor is refused by the compiler (and, from Objective-C callers, by Swift 6's dynamic isolation check), as in
    /// Xcode (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/apply(_:animatingdifferences:completion:));
    /// it computes the difference from the current snapshot and updates the view: items that stay keep their cells,
    /// reconfigured items on screen configure their existing cell again, reloaded ones get a new cell. UIKit does not
    /// animate a view that is not in a window.
    func modelApply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animated: Bool,
        reloadsData: Bool
    ) {
        let update = snapshot.modelUpdate(
            from: modelSnapshot, animated: animated && (modelView?.modelIsInWindow ?? false), reloadsData: reloadsData)
        var applied = snapshot
        applied.modelReloaded = []
        applied.modelReconfigured = []
        applied.modelReloadedSections = []
        modelSnapshot = applied
        modelView?.modelApply(update)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/cellprovider
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/init(collectionview:cellprovider:)

    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        modelCellProvider = cellProvider
        modelView = collectionView
        super.init()
        collectionView.dataSource = self
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:completion:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    /// 18.0: `@MainActor @preconcurrency` (17.5: `nonisolated`).
    @MainActor @preconcurrency open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) { modelApply(snapshot, animated: animatingDifferences, reloadsData: false)
        completion?() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async { modelApply(snapshot, animated: animatingDifferences, reloadsData: false) }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/applysnapshotusingreloaddata(_:completion:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) { modelApply(snapshot, animated: false, reloadsData: true)
        completion?() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/applysnapshotusingreloaddata(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async { modelApply(snapshot, animated: false, reloadsData: true) }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/snapshot()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    /// 18.0: `@MainActor @preconcurrency` (17.5: `nonisolated`).
    @MainActor @preconcurrency open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        modelSnapshot
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/sectionidentifier(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { modelSnapshot.modelSections.indices.contains(index) ? modelSnapshot.modelSections[index] : nil }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/index(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { modelSnapshot.indexOfSection(sectionIdentifier) }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/itemidentifier(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { modelSnapshot.modelItem(at: indexPath) }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/indexpath(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { modelSnapshot.modelPosition(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) } }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { modelSnapshot.numberOfSections }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        modelSnapshot.modelItems.indices.contains(section) ? modelSnapshot.modelItems[section].count : 0
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = modelSnapshot.modelItem(at: indexPath) else {
            UIKitModel.raise("NSInternalInconsistencyException", "no item at \(indexPath)")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = UIKitModel.inCellProvider({ modelCellProvider(collectionView, indexPath, item) }) else {
            UIKitModel.raise(
                "NSInternalInconsistencyException",
                "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }
}

extension NSDiffableDataSourceSnapshot {
    /// Model: the item at `path`, or `nil`.
    func modelItem(at path: IndexPath) -> ItemIdentifierType? {
        guard path.count == 2, modelItems.indices.contains(path.section),
            modelItems[path.section].indices.contains(path.item)
        else { return nil }
        return modelItems[path.section][path.item]
    }

    /// Model: what applying this snapshot over `old` changes, in index paths.
    func modelUpdate(from old: Self, animated: Bool, reloadsData: Bool) -> ModelUpdate {
        var oldPaths: [ItemIdentifierType: IndexPath] = [:]
        for (section, items) in old.modelItems.enumerated() {
            for (item, identifier) in items.enumerated() { oldPaths[identifier] = IndexPath(item: item, section: section) }
        }
        var moved: [IndexPath: IndexPath] = [:]
        var newPaths: [ItemIdentifierType: IndexPath] = [:]
        var insertions = 0
        for (section, items) in modelItems.enumerated() {
            for (item, identifier) in items.enumerated() {
                let path = IndexPath(item: item, section: section)
                newPaths[identifier] = path
                if let oldPath = oldPaths[identifier] { moved[oldPath] = path } else { insertions += 1 }
            }
        }
        let deletions = oldPaths.count - moved.count
        let reloadedSections = Set(modelReloadedSections.compactMap(indexOfSection))
        var reloaded = modelReloaded.compactMap { oldPaths[$0] == nil ? nil : newPaths[$0] }
        for (old, new) in moved where reloadedSections.contains(new.section) { _ = old; reloaded.append(new) }
        let reconfigured = modelReconfigured.compactMap { oldPaths[$0] == nil ? nil : newPaths[$0] }
        return ModelUpdate(
            moved: moved, reconfigured: reconfigured, reloaded: reloaded, oldCounts: old.modelItems.map(\.count),
            newCounts: modelItems.map(\.count), deletions: deletions, insertions: insertions, animated: animated,
            reloadsData: reloadsData)
    }
}
