import Foundation
import ResourceLoaderTestSupport
import Testing

@testable import ResourceLoader

/// RFC 9111 §4, §3.5: what a response to one request may answer: other methods, partial content, other
/// credentials.
@Suite("Cache conformance: methods and credentials, against the loopback server")
struct RequestConformanceTests {
    private let scripted: ScriptedServer

    init() throws {
        scripted = try ScriptedServer()
    }

    // MARK: methods and status

    @Test("a response to a POST is never served to a GET")
    func postNotServedToGet() async throws {
        try await scripted.script(.ok("post", ["Cache-Control": "max-age=600"]), .ok("get"))
        let service = NetworkResourceService.withoutRetries()
        var post = scripted.resource()
        post.method = .post
        _ = try await service.fetch(post)
        #expect(try await service.fetch(scripted.resource()).value == "get")
    }

    @Test("a response to a HEAD is never served to a GET")
    func headNotServedToGet() async throws {
        try await scripted.script(.ok("head", ["Cache-Control": "max-age=600"]), .ok("get"))
        let service = NetworkResourceService.withoutRetries()
        _ = try await service.fetch(ScriptedHead(url: scripted.url(), cachePolicy: .cacheElseNetwork(maximumAge: nil)))
        #expect(try await service.fetch(scripted.resource()).value == "get")
    }

    @Test("a 206 partial response is never served to a GET")
    func partialNotServedToGet() async throws {
        try await scripted.script(
            ScriptedAnswer(status: 206, headers: ["Cache-Control": "max-age=600"], value: "part"), .ok("whole"))
        let service = NetworkResourceService.withoutRetries()
        var range = scripted.resource()
        range.headers["Range"] = "bytes=0-9"
        _ = try await service.fetch(range)
        #expect(try await service.fetch(scripted.resource()).value == "whole")
    }

    // MARK: credentials

    @Test("a response to one Authorization is never served to another")
    func authorizationPartition() async throws {
        try await scripted.script(.ok("alice", ["Cache-Control": "max-age=600"]), .ok("bob"))
        let service = NetworkResourceService.withoutRetries()
        var alice = scripted.resource()
        alice.headers["Authorization"] = "Bearer alice"
        var bob = scripted.resource()
        bob.headers["Authorization"] = "Bearer bob"
        _ = try await service.fetch(alice)
        #expect(try await service.fetch(bob).value == "bob")
    }

    @Test("a response to one URL user info is never served to another, nor to none")
    func userInfoPartition() async throws {
        let headers = ["Cache-Control": "max-age=600"]
        try await scripted.script(.ok("alice", headers), .ok("bob", headers), .ok("nobody", headers))
        let service = NetworkResourceService.withoutRetries()
        let alice = ScriptedResource(
            scripted.url(userInfo: "alice:secret-a"), policy: .cacheElseNetwork(maximumAge: nil))
        let bob = ScriptedResource(scripted.url(userInfo: "bob:secret-b"), policy: .cacheElseNetwork(maximumAge: nil))
        _ = try await service.fetch(alice)
        #expect(try await service.fetch(bob).value == "bob")
        #expect(try await service.fetch(scripted.resource()).value == "nobody")
        #expect(try await service.fetch(alice).value == "alice")
    }

    @Test("a response to a URL with user info stays off the disk unless the resource opts in, and never in clear")
    func userInfoOffDisk() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try await scripted.script(.ok("private", ["Cache-Control": "max-age=600"]))
        let service = NetworkResourceService.withoutRetries { $0.responseCache = DiskCache(directory: directory.url) }
        var alice = ScriptedResource(
            scripted.url(userInfo: "alice:pw-0451"), policy: .cacheElseNetwork(maximumAge: nil))
        _ = try await service.fetch(alice)
        #expect(try cacheFiles(in: directory).isEmpty)
        alice.storesCredentialedResponsesOnDisk = true
        alice.url = scripted.url("?opted", userInfo: "alice:pw-0451")
        _ = try await service.fetch(alice)
        let files = try cacheFiles(in: directory)
        #expect(files.count == 1)
        for file in files {
            #expect(file.range(of: Data("pw-0451".utf8)) == nil, "the password is in a cache file")
            #expect(file.range(of: Data("alice".utf8)) == nil, "the user name is in a cache file")
        }
        let key = try #require(try await service.cacheKey(for: alice))
        #expect(!key.description.contains("pw-0451"))
        #expect(key.partition != nil)
    }
}
