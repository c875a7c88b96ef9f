import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

/// RFC 9111 §4.3.4 and the service's own rule: a response never replaces a newer entry for its key.
@Suite("Cache conformance: late answers, against the loopback server")
struct LateAnswerConformanceTests {
    private let scripted: ScriptedServer

    init() throws {
        scripted = try ScriptedServer()
    }

    @Test("a late 304 for an older version never puts it back over a newer one")
    func late304NeverReplacesNewer() async throws {
        let gate = "late-\(scripted.key)"
        var held = ScriptedAnswer.notModified(["Cache-Control": "max-age=600", "ETag": "\"e1\""])
        held.gate = gate
        try await scripted.script(
            .ok("v1", ["Cache-Control": "max-age=0", "ETag": "\"e1\""]),
            held,
            .ok("v2", ["Cache-Control": "max-age=0", "ETag": "\"e2\""]))
        let service = NetworkResourceService.withoutRetries { $0.coalescesRequests = false }
        _ = try await service.fetch(scripted.resource())
        let late = Task { try await service.fetch(scripted.resource()) }
        try await scripted.waitForGate(gate)
        #expect(try await service.fetch(scripted.resource()).value == "v2")
        try await scripted.release(gate)
        #expect(try await late.value.value == "v1", "the late caller gets what it revalidated")
        #expect(try await service.fetch(scripted.resource(policy: .cacheOnly)).value == "v2")
    }
}
