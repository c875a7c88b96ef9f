import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

@testable import ResourceLoaderUI

@Suite("Refetching on a scene's return to the foreground")
@MainActor
struct ScenePhaseRefetchTests {
    func makeList() -> (PagedList<OffsetRows, SingleSection>, InMemoryListAPI) {
        let api = InMemoryListAPI(count: 10)
        return (PagedList(resource: OffsetRows(), service: NetworkResourceService.inMemory(api)), api)
    }

    @Test("becoming active after the background refetches stale data, once")
    func returnFromBackgroundRefetches() async throws {
        let (list, api) = makeList()
        await list.start()
        let refetch = ScenePhaseRefetch(list)
        let stale = ForegroundRefetchPolicy(staleTime: 0)
        let requests = api.loader.callCount
        #expect(refetch.phaseChanged(to: .inactive, policy: stale) == nil)
        #expect(refetch.phaseChanged(to: .background, policy: stale) == nil)
        #expect(refetch.phaseChanged(to: .inactive, policy: stale) == nil)
        let refresh = try #require(refetch.phaseChanged(to: .active, policy: stale))
        await refresh.value
        #expect(api.loader.callCount == requests + 1)
        #expect(refetch.phaseChanged(to: .active, policy: stale) == nil, "still active: no second return")
    }

    @Test("the first active phase, and becoming active from inactive only, are no return to the foreground")
    func activeWithoutBackgroundDoesNothing() async {
        let (list, _) = makeList()
        await list.start()
        let refetch = ScenePhaseRefetch(list)
        let stale = ForegroundRefetchPolicy(staleTime: 0)
        #expect(refetch.phaseChanged(to: .active, policy: stale) == nil)
        #expect(refetch.phaseChanged(to: .inactive, policy: stale) == nil)
        #expect(refetch.phaseChanged(to: .active, policy: stale) == nil)
    }

    @Test("a return to the foreground refetches only as the policy says: not fresh data, not when turned off")
    func policyDecides() async throws {
        let (list, _) = makeList()
        await list.start()
        let syncedAt = try #require(list.state.syncedAt)
        let refetch = ScenePhaseRefetch(list)
        let minute = ForegroundRefetchPolicy(staleTime: 60)
        refetch.phaseChanged(to: .background, policy: minute)
        #expect(refetch.phaseChanged(to: .active, policy: minute, now: syncedAt.addingTimeInterval(10)) == nil)
        refetch.phaseChanged(to: .background, policy: .never)
        #expect(refetch.phaseChanged(to: .active, policy: .never, now: syncedAt.addingTimeInterval(600)) == nil)
        refetch.phaseChanged(to: .background, policy: minute)
        #expect(refetch.phaseChanged(to: .active, policy: minute, now: syncedAt.addingTimeInterval(61)) != nil)
    }
}
