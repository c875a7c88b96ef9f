import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

/// Corpus cases that crash the platform's own `URLSession`, so that no loader built on it can pass them: each is
/// disabled with the reason, and runs as ``BadInputCorpusTests`` runs a case once the platform no longer crashes.
@Suite("Bad-input corpus: cases that crash the platform itself", .serialized)
struct PendingCorpusTests {
    private let server: TestServer

    init() throws {
        server = try TestServer.shared()
    }

    /// Runs one hostile case through a fetch and a walk, as ``BadInputCorpusTests`` does.
    private func run(_ name: String) async throws {
        let corpusCase = try #require(HostileResponseCases.all.first { $0.name == name })
        let suite = try BadInputCorpusTests()
        try await suite.checkFetch(corpusCase)
        try await suite.checkWalk(corpusCase)
    }

    @Test("a chunked body with trailers decodes", .disabled(Comment(rawValue: CorpusCase.platformCrash)))
    func chunkedTrailers() async throws { try await run("chunked-trailers") }

    @Test(
        "a connection dropped in the middle of the headers is a transport error",
        .disabled(Comment(rawValue: CorpusCase.platformCrash)))
    func droppedMidHeaders() async throws { try await run("drop-mid-headers") }
}
