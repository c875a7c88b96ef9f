import Foundation
import Testing

@testable import ResourceLoader

@Suite("Cache-Control parsing")
struct CacheControlTests {
    @Test("the directives the cache acts on are read, whatever their case and spacing")
    func readsDirectives() {
        let control = CacheControl("Private, NO-CACHE ,must-revalidate, max-age=60,stale-while-revalidate=30, no-store")
        #expect(control.isPrivate)
        #expect(control.noCache)
        #expect(control.mustRevalidate)
        #expect(control.noStore)
        #expect(control.maxAge == 60)
        #expect(control.staleWhileRevalidate == 30)
    }

    @Test("no header, an empty header and unknown directives give no directives")
    func emptyAndUnknown() {
        #expect(CacheControl(nil) == CacheControl())
        #expect(CacheControl("") == CacheControl())
        #expect(CacheControl(" , ,, immutable, s-maxage=5, community=\"UCI\"") == CacheControl())
    }

    @Test("a quoted value is unquoted, and a comma inside quotes does not split directives")
    func quoted() {
        let control = CacheControl("max-age=\"120\", no-cache=\"set-cookie, authorization\", private")
        #expect(control.maxAge == 120)
        #expect(control.noCache)
        #expect(control.isPrivate)
    }

    @Test("a number too large to represent becomes 2^31 seconds, without overflowing")
    func hugeNumbers() {
        let control = CacheControl(
            "max-age=99999999999999999999999999999999999999, stale-while-revalidate=18446744073709551616")
        #expect(control.maxAge == CacheControl.maximumSeconds)
        #expect(control.staleWhileRevalidate == CacheControl.maximumSeconds)
    }

    @Test("a negative, signed, empty or non-numeric max-age makes the response stale")
    func invalidMaxAge() {
        for value in ["max-age=-1", "max-age=+5", "max-age=", "max-age", "max-age=1e3", "max-age=12s", "max-age=\"\""] {
            #expect(CacheControl(value).maxAge == 0, "\(value)")
        }
    }

    @Test("an unreadable stale-while-revalidate grants no window")
    func invalidStaleWhileRevalidate() {
        #expect(CacheControl("stale-while-revalidate=-5").staleWhileRevalidate == nil)
        #expect(CacheControl("stale-while-revalidate").staleWhileRevalidate == nil)
    }

    @Test("a directive given twice keeps its most restrictive value")
    func duplicates() {
        #expect(CacheControl("max-age=600, max-age=60").maxAge == 60)
        #expect(CacheControl("max-age=60, max-age=600").maxAge == 60)
        #expect(CacheControl("max-age=60, max-age=oops").maxAge == 0)
        #expect(CacheControl("stale-while-revalidate=90, stale-while-revalidate=10").staleWhileRevalidate == 10)
    }
}
