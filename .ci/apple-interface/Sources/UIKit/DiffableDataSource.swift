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
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/init()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public init() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofitems
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var numberOfItems: Int { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofsections
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var numberOfSections: Int { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/sectionidentifiers
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var sectionIdentifiers: [SectionIdentifierType] { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/itemidentifiers
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var itemIdentifiers: [ItemIdentifierType] { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloadedsectionidentifiers
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloadeditemidentifiers
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    public var reloadedItemIdentifiers: [ItemIdentifierType] { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reconfigureditemidentifiers
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofitems(insection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/itemidentifiers(insection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/sectionidentifier(containingitem:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/indexofitem(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/indexofsection(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/appenditems(_:tosection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertitems(_:beforeitem:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertitems(_:afteritem:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deleteitems(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deleteallitems()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func deleteAllItems() { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/moveitem(_:beforeitem:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/moveitem(_:afteritem:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloaditems(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reconfigureitems(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/appendsections(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertsections(_:beforesection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertsections(_:aftersection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deletesections(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/movesection(_:beforesection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/movesection(_:aftersection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloadsections(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { fatalError("interface only") }
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
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/cellprovider
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public typealias CellProvider = (
        _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UITableViewCell?

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/init(tableview:cellprovider:)

    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/apply(_:animatingdifferences:completion:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    /// 18.0: `@MainActor @preconcurrency` (17.5: `nonisolated`).
    @MainActor @preconcurrency open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/apply(_:animatingdifferences:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/applysnapshotusingreloaddata(_:completion:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/applysnapshotusingreloaddata(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/snapshot()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    /// 18.0: `@MainActor @preconcurrency` (17.5: `nonisolated`).
    @MainActor @preconcurrency open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/sectionidentifier(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/index(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/itemidentifier(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/indexpath(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/defaultrowanimation
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public var defaultRowAnimation: UITableView.RowAnimation {
        get { fatalError("interface only") }
        set { fatalError("interface only") }
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func numberOfSections(in tableView: UITableView) -> Int { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError("interface only")
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
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/cellprovider
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/init(collectionview:cellprovider:)

    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:completion:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    /// 18.0: `@MainActor @preconcurrency` (17.5: `nonisolated`).
    @MainActor @preconcurrency open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/applysnapshotusingreloaddata(_:completion:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/applysnapshotusingreloaddata(_:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/snapshot()
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    /// 18.0: `@MainActor @preconcurrency` (17.5: `nonisolated`).
    @MainActor @preconcurrency open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/sectionidentifier(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/index(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    @available(iOS 15.0, tvOS 15.0, *)
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/itemidentifier(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/indexpath(for:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError("interface only") }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        fatalError("interface only")
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    /// Source: iPhoneOS18.0.sdk UIKit.swiftinterface.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        fatalError("interface only")
    }
}
