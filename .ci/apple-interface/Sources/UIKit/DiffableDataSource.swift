// Diffable data sources, transcribed from UIKit.swiftinterface (iPhoneOS17.5.sdk, Swift 5.10 interface): generic
// parameters are `Hashable & Sendable`, the snapshot is `@preconcurrency … : @unchecked Sendable`, the data sources
// are `@preconcurrency @MainActor(unsafe)` classes (spelled `@preconcurrency @MainActor` here: the `(unsafe)` form is
// accepted only in interface files) whose `apply`, `applySnapshotUsingReloadData` and `snapshot` are `nonisolated`.
// The data-source protocol methods that the SDK lists are kept to those the protocols here require.
import Foundation

/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot
// `@unchecked Sendable` as the SDK declares it: a value type whose storage UIKit copies on write.
@available(iOS 13.0, *)
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>:
    @unchecked Sendable
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/init()
    public init() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofitems
    public var numberOfItems: Int { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofsections
    public var numberOfSections: Int { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/sectionidentifiers
    public var sectionIdentifiers: [SectionIdentifierType] { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/itemidentifiers
    public var itemIdentifiers: [ItemIdentifierType] { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloadedsectionidentifiers
    @available(iOS 15.0, *)
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloadeditemidentifiers
    @available(iOS 15.0, *)
    public var reloadedItemIdentifiers: [ItemIdentifierType] { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reconfigureditemidentifiers
    @available(iOS 15.0, *)
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofitems(insection:)
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/itemidentifiers(insection:)
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/sectionidentifier(containingitem:)
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/indexofitem(_:)
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/indexofsection(_:)
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/appenditems(_:tosection:)
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertitems(_:beforeitem:)
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertitems(_:afteritem:)
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deleteitems(_:)
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deleteallitems()
    public mutating func deleteAllItems() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/moveitem(_:beforeitem:)
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/moveitem(_:afteritem:)
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloaditems(_:)
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reconfigureitems(_:)
    @available(iOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/appendsections(_:)
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertsections(_:beforesection:)
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertsections(_:aftersection:)
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deletesections(_:)
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/movesection(_:beforesection:)
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/movesection(_:aftersection:)
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloadsections(_:)
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { fatalError("interface only") }
}

/// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
    NSObject, UITableViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/cellprovider
    public typealias CellProvider = (
        _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UITableViewCell?

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/init(tableview:cellprovider:)
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/apply(_:animatingdifferences:completion:)
    // iOS 18.0 SDK (UIKit.swiftinterface): `@MainActor @preconcurrency`; the 17.5 SDK had it `nonisolated`.
    @MainActor @preconcurrency open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/apply(_:animatingdifferences:)
    @available(iOS 15.0, *)
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/applysnapshotusingreloaddata(_:completion:)
    @available(iOS 15.0, *)
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/applysnapshotusingreloaddata(_:)
    @available(iOS 15.0, *)
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/snapshot()
    // iOS 18.0 SDK (UIKit.swiftinterface): `@MainActor @preconcurrency`; the 17.5 SDK had it `nonisolated`.
    @MainActor @preconcurrency open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/sectionidentifier(for:)
    @available(iOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/index(for:)
    @available(iOS 15.0, *)
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/itemidentifier(for:)
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/indexpath(for:)
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/defaultrowanimation
    public var defaultRowAnimation: UITableView.RowAnimation {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    open func numberOfSections(in tableView: UITableView) -> Int { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError("interface only")
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
    NSObject, UICollectionViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/cellprovider
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/init(collectionview:cellprovider:)
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:completion:)
    // iOS 18.0 SDK (UIKit.swiftinterface): `@MainActor @preconcurrency`; the 17.5 SDK had it `nonisolated`.
    @MainActor @preconcurrency open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:)
    @available(iOS 15.0, *)
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/applysnapshotusingreloaddata(_:completion:)
    @available(iOS 15.0, *)
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/applysnapshotusingreloaddata(_:)
    @available(iOS 15.0, *)
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/snapshot()
    // iOS 18.0 SDK (UIKit.swiftinterface): `@MainActor @preconcurrency`; the 17.5 SDK had it `nonisolated`.
    @MainActor @preconcurrency open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/sectionidentifier(for:)
    @available(iOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/index(for:)
    @available(iOS 15.0, *)
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/itemidentifier(for:)
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/indexpath(for:)
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    open func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        fatalError("interface only")
    }
}
