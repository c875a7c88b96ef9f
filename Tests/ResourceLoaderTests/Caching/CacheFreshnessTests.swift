import Foundation
import Testing

@testable import ResourceLoader

@Suite("Cache freshness and revalidation headers")
struct CacheFreshnessTests {
    /// 2024-06-01 12:00:00 UTC.
    static let noon = Date(timeIntervalSince1970: 1_717_243_200)

    static func response(_ headers: [String: String], storedAt: Date = noon) -> CachedResponse {
        CachedResponse(
            statusCode: 200, url: URL(string: "https://api.example.com/users"), headerFields: headers,
            body: Data("[]".utf8), storedAt: storedAt)
    }

    @Test("HTTP dates are read in all three forms RFC 9110 requires; malformed dates are not")
    func httpDates() {
        #expect(HTTPDate.parse("Sat, 01 Jun 2024 12:00:00 GMT") == Self.noon)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
        #expect(HTTPDate.parse("Thu, 29 Feb 2024 23:59:59 GMT") == Date(timeIntervalSince1970: 1_709_251_199))
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
        #expect(HTTPDate.parse("Sun Nov  6 08:49:37 1994") == Date(timeIntervalSince1970: 784_111_777))
        #expect(HTTPDate.parse("Sat, 01 Jun 2024 12:00:00 UTC") == nil)
        #expect(HTTPDate.parse("Sat, 01 Foo 2024 12:00:00 GMT") == nil)
        #expect(HTTPDate.parse("Sat, 01 Jun 2024 25:00:00 GMT") == nil)
        #expect(HTTPDate.parse("Sat, 0x Jun 2024 12:00:00 GMT") == nil)
        #expect(HTTPDate.parse("") == nil)
    }

    @Test("max-age: fresh until its age reaches max-age, counted from when it was stored")
    func maxAge() {
        let response = Self.response(["Cache-Control": "max-age=60", "Date": "Sat, 01 Jun 2024 12:00:00 GMT"])
        #expect(response.freshness(at: Self.noon).isFresh)
        #expect(response.freshness(at: Self.noon.addingTimeInterval(59)).isFresh)
        let stale = response.freshness(at: Self.noon.addingTimeInterval(61))
        #expect(!stale.isFresh)
        #expect(stale.age == 61)
        #expect(stale.lifetime == 60)
        #expect(stale.staleness == 1)
    }

    @Test("the Age header and a Date earlier than the storage time both add to the age; a clock skewed ahead does not")
    func initialAge() {
        let aged = Self.response(["Cache-Control": "max-age=60", "Age": "50"])
        #expect(aged.freshness(at: Self.noon.addingTimeInterval(5)).age == 55)
        #expect(!aged.freshness(at: Self.noon.addingTimeInterval(11)).isFresh)

        let delayed = Self.response(["Cache-Control": "max-age=60", "Date": "Sat, 01 Jun 2024 11:59:30 GMT"])
        #expect(delayed.freshness(at: Self.noon).age == 30)

        let ahead = Self.response(["Cache-Control": "max-age=60", "Date": "Sat, 01 Jun 2024 12:10:00 GMT"])
        #expect(ahead.freshness(at: Self.noon).age == 0)

        let hostileAge = Self.response(["Cache-Control": "max-age=60", "Age": "-40"])
        #expect(hostileAge.freshness(at: Self.noon).age == 0)
    }

    @Test("without max-age: Expires minus Date, an unreadable Expires is already expired, else a heuristic")
    func lifetimeWithoutMaxAge() {
        let expires = Self.response([
            "Date": "Sat, 01 Jun 2024 12:00:00 GMT", "Expires": "Sat, 01 Jun 2024 12:05:00 GMT",
        ])
        #expect(expires.freshness(at: Self.noon).lifetime == 300)
        #expect(Self.response(["Expires": "0"]).freshness(at: Self.noon).lifetime == 0)
        let heuristic = Self.response([
            "Date": "Sat, 01 Jun 2024 12:00:00 GMT", "Last-Modified": "Sat, 01 Jun 2024 02:00:00 GMT",
        ])
        #expect(heuristic.freshness(at: Self.noon).lifetime == 3_600)
        #expect(Self.response([:]).freshness(at: Self.noon).lifetime == 0)
        #expect(!Self.response([:]).freshness(at: Self.noon).isFresh)
        #expect(Self.response(["Cache-Control": "max-age=5", "Expires": "junk"]).freshness(at: Self.noon).isFresh)
    }

    @Test("no-cache is never fresh, however young")
    func noCache() {
        let response = Self.response(["Cache-Control": "no-cache, max-age=600"])
        #expect(!response.freshness(at: Self.noon).isFresh)
    }

    @Test("stale-while-revalidate allows a stale response within its window, unless must-revalidate")
    func staleWhileRevalidate() {
        let response = Self.response(["Cache-Control": "max-age=60, stale-while-revalidate=30"])
        #expect(!response.freshness(at: Self.noon.addingTimeInterval(30)).allowsStaleWhileRevalidate, "still fresh")
        #expect(response.freshness(at: Self.noon.addingTimeInterval(80)).allowsStaleWhileRevalidate)
        #expect(!response.freshness(at: Self.noon.addingTimeInterval(91)).allowsStaleWhileRevalidate)
        let strict = Self.response(["Cache-Control": "max-age=60, stale-while-revalidate=30, must-revalidate"])
        #expect(!strict.freshness(at: Self.noon.addingTimeInterval(80)).allowsStaleWhileRevalidate)
    }

    @Test("revalidation sends the ETag as If-None-Match and Last-Modified as If-Modified-Since, verbatim")
    func revalidationHeaders() {
        let both = Self.response(["ETag": "W/\"v1\"", "Last-Modified": "Sat, 01 Jun 2024 02:00:00 GMT"])
        #expect(
            both.revalidationHeaders == [
                "If-None-Match": "W/\"v1\"", "If-Modified-Since": "Sat, 01 Jun 2024 02:00:00 GMT",
            ])
        #expect(Self.response(["etag": "\"a\""]).revalidationHeaders == ["If-None-Match": "\"a\""])
        #expect(Self.response([:]).revalidationHeaders.isEmpty)
    }

    @Test("only the headers that matter are kept, and a 304 refreshes them and the storage time")
    func storedHeadersAndRefresh() {
        let response = Self.response([
            "ETag": "\"v1\"", "Content-Type": "application/json", "Set-Cookie": "secret=1", "X-Trace": "abc",
            "Cache-Control": "max-age=60",
        ])
        #expect(Set(response.headerFields.keys) == ["etag", "content-type", "cache-control"])
        let later = Self.noon.addingTimeInterval(600)
        let refreshed = response.refreshed(
            withNotModifiedHeaders: ["ETag": "\"v2\"", "Cache-Control": "max-age=120", "Set-Cookie": "x"], at: later)
        #expect(refreshed.entityTag == "\"v2\"")
        #expect(refreshed.cacheControl.maxAge == 120)
        #expect(refreshed.contentType == "application/json")
        #expect(refreshed.body == response.body)
        #expect(refreshed.storedAt == later)
        #expect(refreshed.freshness(at: later).isFresh)
        #expect(refreshed.value(forHTTPHeaderField: "Set-Cookie") == nil)
    }

    @Test("a no-store response is not storable")
    func noStore() {
        #expect(!Self.response(["Cache-Control": "max-age=60, No-Store"]).isStorable)
        #expect(Self.response(["Cache-Control": "private, no-cache"]).isStorable)
    }
}
