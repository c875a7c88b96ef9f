import Foundation
import Testing

@testable import ResourceLoader

/// The RFC 9111 rules a stored response answers for itself: Vary, 304 validators, validation required.
@Suite("Cached response semantics: Vary, 304 validators, required validation")
struct CachedResponseSemanticsTests {
    private func response(_ headers: [String: String], request: [String: String] = [:]) -> CachedResponse {
        CachedResponse(
            statusCode: 200, url: URL(string: "https://api.example.com/doc"), headerFields: headers,
            body: Data("{}".utf8),
            storedAt: Date(timeIntervalSince1970: 1_717_243_200), requestHeaders: request)
    }

    @Test("Vary matches header names without regard to case, and values with their spaces collapsed")
    func varyNormalizes() {
        let stored = response(["Vary": "accept-language, X-Theme"], request: ["Accept-Language": "en,  fr"])
        #expect(stored.matches(requestHeaders: ["ACCEPT-LANGUAGE": " en, fr "]))
        #expect(!stored.matches(requestHeaders: ["Accept-Language": "en, fr", "X-Theme": "dark"]))
        #expect(!stored.matches(requestHeaders: ["Accept-Language": "fr"]))
    }

    @Test("an absent header matches only an absent one, never an empty one")
    func varyAbsentIsNotEmpty() {
        let stored = response(["Vary": "X-Theme"])
        #expect(stored.matches(requestHeaders: [:]))
        #expect(!stored.matches(requestHeaders: ["X-Theme": ""]))
    }

    @Test("Vary: * matches nothing and is not storable; no Vary matches everything")
    func varyStar() {
        #expect(!response(["Vary": "Accept, *"]).matches(requestHeaders: [:]))
        #expect(!response(["Vary": "*"]).isStorable)
        #expect(response([:]).matches(requestHeaders: ["Accept-Language": "fr"]))
        #expect(response([:]).varyDigest == nil)
    }

    @Test("a Vary on Authorization keeps a digest of the credential, never the credential")
    func varyDigestHidesValues() throws {
        let stored = response(["Vary": "Authorization"], request: ["Authorization": "Bearer secret-token"])
        let digest = try #require(stored.varyDigest)
        #expect(!digest.contains("secret"))
        #expect(stored.matches(requestHeaders: ["authorization": "Bearer secret-token"]))
    }

    @Test("a 304 confirms the stored response only when its validator is the stored one")
    func notModifiedValidators() {
        let tagged = response(["ETag": "\"e1\"", "Last-Modified": "Sun, 06 Nov 1994 08:49:37 GMT"])
        #expect(tagged.isConfirmed(byNotModified: ["ETag": "\"e1\""]))
        #expect(tagged.isConfirmed(byNotModified: ["etag": "W/\"e1\""]), "compared weakly")
        #expect(!tagged.isConfirmed(byNotModified: ["ETag": "\"e2\""]))
        #expect(tagged.isConfirmed(byNotModified: ["Last-Modified": "Sun, 06 Nov 1994 08:49:37 GMT"]))
        #expect(!tagged.isConfirmed(byNotModified: ["Last-Modified": "Mon, 07 Nov 1994 08:49:37 GMT"]))
        #expect(tagged.isConfirmed(byNotModified: [:]))
        #expect(!response([:]).isConfirmed(byNotModified: ["ETag": "\"e1\""]))
    }

    @Test("a 304 never replaces the stored Content-Type or Vary, and merges the rest")
    func notModifiedKeepsBodyHeaders() {
        let stored = response(["Content-Type": "application/json", "Vary": "Accept", "Cache-Control": "max-age=0"])
        let refreshed = stored.refreshed(
            withNotModifiedHeaders: ["Content-Type": "text/html", "Vary": "*", "Cache-Control": "max-age=60"],
            at: Date(timeIntervalSince1970: 1_717_243_300))
        #expect(refreshed.contentType == "application/json")
        #expect(refreshed.value(forHTTPHeaderField: "Vary") == "Accept")
        #expect(refreshed.cacheControl.maxAge == 60)
        #expect(refreshed.varyDigest == stored.varyDigest)
    }

    @Test("no-cache always requires validation; must-revalidate only once stale")
    func requiresValidation() {
        let now = Date(timeIntervalSince1970: 1_717_243_200)
        #expect(response(["Cache-Control": "no-cache, max-age=600"]).freshness(at: now).requiresValidation)
        #expect(!response(["Cache-Control": "max-age=600, must-revalidate"]).freshness(at: now).requiresValidation)
        #expect(
            response(["Cache-Control": "max-age=60, must-revalidate"]).freshness(at: now + 61).requiresValidation)
        #expect(!response(["Cache-Control": "max-age=60"]).freshness(at: now + 61).requiresValidation)
    }

    @Test("a disk file of format version 1 (before Vary) is still read; version 2 keeps the Vary digest")
    func diskFormatVersions() throws {
        let key = CacheKey(url: URL(string: "https://api.example.com/doc")!)
        let varied = response(["Vary": "Accept-Language"], request: ["Accept-Language": "en"])
        #expect(try DiskCacheFormat.decode(DiskCacheFormat.encode(varied, for: key)).response == varied)

        let plain = response(["ETag": "\"e1\""])
        let current = [UInt8](DiskCacheFormat.encode(plain, for: key))
        let headerLength = current[5..<9].reduce(0) { $0 << 8 | Int($1) }
        let header = Array(current[9..<(9 + headerLength - 1)])  // without the absent digest's flag
        var version1 = Array("RLDC".utf8) + [1]
        withUnsafeBytes(of: UInt32(header.count).bigEndian) { version1 += $0 }
        version1 += header
        withUnsafeBytes(of: DiskCacheFormat.checksum(header).bigEndian) { version1 += $0 }
        version1 += current[(9 + headerLength + 8)...]
        let decoded = try DiskCacheFormat.decode(Data(version1))
        #expect(decoded.response == plain)
        #expect(decoded.key == key)

        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let writer = DiskCache(directory: directory.url)
        writer.storeResponse(plain, for: key)
        try Data(version1).write(to: writer.fileURL(for: key))
        #expect(DiskCache(directory: directory.url).cachedResponse(for: key) == plain, "read after a relaunch")
    }
}
