import Foundation
import ResourceLoaderUI
import Testing

@Suite("Foreground refetch")
struct ForegroundRefetchPolicyTests {
    static let syncedAt = Date(timeIntervalSince1970: 1_000)

    @Test("data older than the stale time refetches; fresher data does not")
    func staleTime() {
        let policy = ForegroundRefetchPolicy(staleTime: 60)
        let state = ListState(phase: .content, syncedAt: Self.syncedAt)
        #expect(!policy.shouldRefetch(state, now: Self.syncedAt.addingTimeInterval(59)))
        #expect(policy.shouldRefetch(state, now: Self.syncedAt.addingTimeInterval(60)))
        #expect(ForegroundRefetchPolicy(staleTime: 0).shouldRefetch(state, now: Self.syncedAt))
    }

    @Test("before any sync, the cached rows' age counts; a list with neither refetches")
    func cachedOrUnknown() {
        let policy = ForegroundRefetchPolicy(staleTime: 60)
        let cached = ListState(phase: .content, isStale: true, cachedAt: Self.syncedAt)
        #expect(!policy.shouldRefetch(cached, now: Self.syncedAt.addingTimeInterval(30)))
        #expect(policy.shouldRefetch(cached, now: Self.syncedAt.addingTimeInterval(90)))
        let failed = ListState(phase: .failed(.repeatedKey(key: "1")))
        #expect(policy.shouldRefetch(failed, now: Self.syncedAt))
        #expect(policy.shouldRefetch(ListState(phase: .offline, isOffline: true), now: Self.syncedAt))
    }

    @Test("nothing refetches while a load runs, before the list started, or when disabled")
    func skipped() {
        let policy = ForegroundRefetchPolicy(staleTime: 0)
        #expect(!policy.shouldRefetch(ListState(phase: .content, refresh: .loading), now: Self.syncedAt))
        #expect(!policy.shouldRefetch(ListState(phase: .firstLoad), now: Self.syncedAt))
        let old = ListState(phase: .content, syncedAt: Self.syncedAt)
        #expect(!ForegroundRefetchPolicy.never.shouldRefetch(old, now: Self.syncedAt.addingTimeInterval(3_600)))
    }
}
