import Foundation
import ResourceLoader
import ResourceStore

// Saving: every change the network or a confirmed edit brings is written to the local source, in order.
extension PagedList {
    /// Saves the list to the local source after the saves before it, so that a slow save of an older list never
    /// lands after a newer one: each reads the pages when its turn comes.
    func save() async {
        guard saveList != nil else { return }
        let previous = lastSave
        let save = Task {
            await previous?.value
            await self.writeSavedList()
        }
        lastSave = save
        await save.value
    }

    private func writeSavedList() async {
        // The saved list is the empty query's: another query's rows are not the list a launch opens with.
        guard let saveList, await paginator.query.isEmpty else { return }
        // A remote search's results are not the list: while one is shown, the pages listed before it are saved
        // (with the edits confirmed meanwhile written into them), or nothing when there are none.
        let pages: [Page<Item, Key>]
        if await paginator.currentState.searchText == nil {
            pages = await paginator.loadedPages
        } else if let unfiltered = machine.unfilteredPages, !unfiltered.isEmpty {
            pages = unfiltered
        } else {
            return
        }
        let list = SavedPagedList(pages: pages, anchor: anchor, savedAt: Date())
        do {
            try await saveList(list)
        } catch {
            localSourceError = error
        }
    }
}
