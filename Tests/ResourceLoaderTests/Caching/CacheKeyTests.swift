import Foundation
import Testing

@testable import ResourceLoader

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Cache keys")
struct CacheKeyTests {
    @Test("SHA-256 matches the FIPS 180-4 test vectors")
    func sha256() {
        #expect(SHA256.hexDigest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hexDigest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hexDigest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex(SHA256.digest(repeatElement(UInt8(ascii: "a"), count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        // 55 and 56 bytes straddle the padding boundary.
        #expect(SHA256.hexDigest(String(repeating: "a", count: 55)).count == 64)
        #expect(
            SHA256.hexDigest(String(repeating: "a", count: 56)) != SHA256.hexDigest(String(repeating: "a", count: 55)))
    }

    @Test("URLs are normalized: scheme and host lower-cased, default port, fragment dropped, empty path is /")
    func normalization() {
        let key = CacheKey(url: URL(string: "HTTPS://API.Example.COM:443/Users?b=2&a=1#top")!)
        #expect(key.url == "https://api.example.com/Users?b=2&a=1")
        #expect(CacheKey(url: URL(string: "http://example.com:80")!).url == "http://example.com/")
        #expect(CacheKey(url: URL(string: "http://example.com:8080/x")!).url == "http://example.com:8080/x")
        #expect(
            CacheKey(url: URL(string: "https://example.com/a?b=2&a=1")!)
                != CacheKey(url: URL(string: "https://example.com/a?a=1&b=2")!),
            "query order is kept")
    }

    @Test("a credential partitions the key by its digest, never by its value")
    func credentialPartition() {
        let url = URL(string: "https://api.example.com/me")!
        let anonymous = CacheKey(url: url)
        let alice = CacheKey(url: url, credentialHeaders: ["Authorization": "Bearer alice-token"])
        let aliceAgain = CacheKey(url: url, credentialHeaders: ["authorization": "Bearer alice-token", "Accept": "x"])
        let bob = CacheKey(url: url, credentialHeaders: ["Authorization": "Bearer bob-token"])
        let cookie = CacheKey(url: url, credentialHeaders: ["Cookie": "session=alice-token"])
        #expect(anonymous.partition == nil)
        #expect(alice == aliceAgain)
        #expect(Set([anonymous, alice, bob, cookie]).count == 4)
        #expect(alice.partition?.count == 32)
        #expect(!alice.description.contains("alice-token"))
        #expect(CacheKey(url: url, credentialHeaders: ["Accept-Language": "en"]).partition == nil)
    }

    @Test("method and variant are part of the key; a request gives the same key as its parts")
    func methodVariantAndRequest() throws {
        let url = URL(string: "https://api.example.com/users")!
        #expect(CacheKey(method: .get, url: url) != CacheKey(method: "HEAD", url: url))
        #expect(CacheKey(url: url, variant: "en") != CacheKey(url: url, variant: "fr"))
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
        let key = try #require(CacheKey(request: request, variant: "v2"))
        #expect(key == CacheKey(url: url, credentialHeaders: ["Authorization": "Bearer t"], variant: "v2"))
        #expect(key.hasURLPrefix("https://api.example.com/"))
        #expect(key.description.hasPrefix("GET https://api.example.com/users partition="))
    }

    @Test("a URL's user info partitions the key and appears nowhere in it")
    func userInfoPartitions() {
        let alice = CacheKey(url: URL(string: "https://alice:pw-1@api.example.com/me")!)
        let bob = CacheKey(url: URL(string: "https://bob:pw-2@api.example.com/me")!)
        let nobody = CacheKey(url: URL(string: "https://api.example.com/me")!)
        #expect(Set([alice, bob, nobody]).count == 3)
        #expect(alice.url == "https://api.example.com/me")
        #expect(alice.partition != nil)
        #expect(!alice.description.contains("alice") && !alice.description.contains("pw-1"))
        let response = CachedResponse(
            statusCode: 200, url: URL(string: "https://alice:pw-1@api.example.com/me"), headerFields: [:], body: Data(),
            storedAt: Date())
        #expect(response.url?.absoluteString == "https://api.example.com/me")
    }
}
