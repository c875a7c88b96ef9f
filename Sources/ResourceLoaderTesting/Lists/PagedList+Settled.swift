import ResourcePaging

extension PagedList {
    /// Waits until the list has no load in flight (first page, refresh, search, or a page at either end) and
    /// returns what it shows then.
    ///
    /// It first lets loads already started on the main actor begin (those of
    /// ``PagedList/loadMoreIfNeeded(atIndex:)`` start on its next turn), then follows the list's updates until none
    /// is loading. A response held by the test (a ``ResourceLoaderTesting/ScriptedResponse/held(until:)`` gate)
    /// keeps it waiting until the test opens the gate; a list that was never started has nothing in flight and
    /// returns at once, and so does a list whose search is still waiting out its pause (release the sleeper and
    /// await the search's task first).
    ///
    /// ```swift
    /// await list.start()
    /// list.loadMoreIfNeeded(atIndex: 15)
    /// let contents = await list.settled()
    /// ```
    public func settled() async -> ListContents<SectionID, Item> {
        let updates = updates()
        await Task.yield()
        await settle()
        for await _ in updates where !Self.isLoading(state) { break }
        return ListContents(of: self)
    }

    private static func isLoading(_ state: ListState) -> Bool {
        state.refresh.isLoading || state.forward.isLoading || state.backward.isLoading
    }
}
