import Foundation
import ResourceLoader
import ResourceStore

// Search: the instant local filter and the server search after a pause, the latest search winning, and the rows
// listed before a server search listed again when it is cleared.
extension PagedList {
    /// Filters the loaded rows by `text` at once (case- and diacritic-insensitive, in ``searchFields``) and, when
    /// ``remoteSearchDelay`` is set, asks the server once typing pauses that long, showing the filtered rows
    /// until the results arrive; the latest search wins. `nil` or an empty text clears the search: the rows
    /// listed before it come back without a refetch.
    ///
    /// - Returns: the search's task; await its value to know the remote search (if any) is shown.
    @discardableResult
    public func search(_ text: String?) -> Task<Void, Never> {
        let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines)
        let query = trimmed?.isEmpty == false ? trimmed : nil
        let token = machine.searchTyped(query)
        let previous = searchTask
        previous?.cancel()
        requestRender()
        let delay = remoteSearchDelay
        let sleeper = self.sleeper
        let task = Task {
            // The search before this one ends first (it was cancelled, so at once): whatever it already asked of the
            // paginator lands before this search's own request or clear, never after it.
            await previous?.value
            if let query, let delay {
                do {
                    try await sleeper.sleep(seconds: delay)
                } catch {
                    return  // cancelled by a newer search
                }
                guard self.machine.isLatestSearch(token) else { return }
                await self.searchRemotely(query, token: token)
            } else {
                if query == nil {
                    let pages = self.machine.takeUnfilteredPages()
                    let stillSearching = await self.paginator.currentState.searchText != nil
                    self.revalidation.searchCleared()
                    if let pages, !pages.isEmpty {
                        // Kept when the search began: the store may hold newer values of their rows.
                        self.sharedRows?.willListKeptRows()
                        await self.paginator.restore(pages)
                    } else if pages != nil || stillSearching {
                        // No page was listed before the search (it came before the first page did and superseded
                        // its load), or the paginator still searches: list the first page without the search (a
                        // sync would refresh the paginator's search), rather than list nothing.
                        await self.loadFirstPageWithoutSearch()
                    }
                }
                self.machine.unfreeze(.search(token))
            }
            await self.settle()
            // Over a database, what it holds now shows once a search is cleared (it changed meanwhile, maybe).
            await self.showDatabaseContents()
        }
        searchTask = task
        return task
    }

    private func searchRemotely(_ query: String, token: Int) async {
        let current = await paginator.currentState
        if machine.keepsUnfilteredPages(from: current) {
            machine.keepUnfilteredPages(await paginator.loadedPages)
            revalidation.searchBegan()
        }
        machine.freeze(current, for: .search(token))
        await settle()
        // A newer search or a clear came meanwhile: this one must not reach the paginator after it.
        guard machine.isLatestSearch(token) else {
            machine.unfreeze(.search(token))
            return
        }
        await paginator.search(query)
        // Whether this search won or a newer search, a clear or a refresh replaced it, its freeze ends with it.
        machine.unfreeze(.search(token))
    }

    /// Lists the first page without a search: what clearing a server search does when no page was listed before
    /// it.
    private func loadFirstPageWithoutSearch() async {
        let result = await paginator.search(nil)
        if case .loaded = result {
            machine.syncLoaded(at: Date())
            await save()
        }
    }
}
