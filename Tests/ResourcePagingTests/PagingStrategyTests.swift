import Foundation
import ResourceLoader
import ResourcePaging
import Testing

@Suite("Page-key strategies")
struct PagingStrategyTests {
    private func response(items: Int, fields: [PageField: JSONValue] = [:], headers: [String: String] = [:])
        -> PageResponse
    {
        let url = URL(string: "https://api.example.com/v1/items?page=2")!
        return PageResponse(
            head: HTTPResponseHead(statusCode: 200, url: url, headerFields: headers),
            url: url,
            itemCount: items,
            fields: fields
        )
    }

    @Test("offset paging names its parameters and ends at a short page or at the total")
    func offset() throws {
        let paging = OffsetPaging(offsetParameter: "skip", limitParameter: "take", limit: 20)
        #expect(paging.queryItems(for: 40) == [QueryItem("skip", 40), QueryItem("take", 20)])
        #expect(try paging.neighbours(of: 40, in: response(items: 20)) == PageNeighbours(next: 60, previous: 20))
        #expect(try paging.neighbours(of: 40, in: response(items: 7)).next == nil)
        #expect(try paging.neighbours(of: 10, in: response(items: 20)).previous == 0)
        let total = OffsetPaging(limit: 20, totalField: .value(at: "meta.total"))
        #expect(
            try total.neighbours(of: 20, in: response(items: 20, fields: [.value(at: "meta.total"): .int(40)])).next
                == nil)
        #expect(
            try total.neighbours(of: 0, in: response(items: 20, fields: [.value(at: "meta.total"): .int(41)])).next
                == 20)
    }

    @Test("page numbers count from the configured first index", arguments: [0, 1])
    func pageNumber(firstPage: Int) throws {
        let paging = PageNumberPaging(pageParameter: "p", sizeParameter: "size", pageSize: 10, firstPage: firstPage)
        #expect(paging.firstKey == firstPage)
        #expect(paging.queryItems(for: 3) == [QueryItem("p", 3), QueryItem("size", 10)])
        let first = try paging.neighbours(of: firstPage, in: response(items: 10))
        #expect(first == PageNeighbours(next: firstPage + 1, previous: nil))
        #expect(try paging.neighbours(of: firstPage + 2, in: response(items: 3)).next == nil)
    }

    @Test("ranges are inclusive or half-open as configured")
    func range() throws {
        #expect(RangePaging(size: 20).queryItems(for: 40) == [QueryItem("from", 40), QueryItem("to", 59)])
        let halfOpen = RangePaging(fromParameter: "start", toParameter: "end", size: 20, inclusiveUpperBound: false)
        #expect(halfOpen.queryItems(for: 40) == [QueryItem("start", 40), QueryItem("end", 60)])
        #expect(try halfOpen.neighbours(of: 40, in: response(items: 20)) == PageNeighbours(next: 60, previous: 20))
    }

    @Test("cursors end when the cursor is null or has_next_page is false")
    func cursor() throws {
        let next = PageField.value(at: "data.page_info.end_cursor")
        let hasNext = PageField.value(at: "data.page_info.has_next_page")
        let paging = CursorPaging(limitParameter: "first", limit: 5, nextCursor: next, hasNextField: hasNext)
        #expect(paging.queryItems(for: .start) == [QueryItem("first", 5)])
        #expect(
            paging.queryItems(for: .after("xyz")) == [QueryItem(name: "after", value: "xyz"), QueryItem("first", 5)])
        let more = response(items: 5, fields: [next: .string("c5"), hasNext: .bool(true)])
        #expect(try paging.neighbours(of: .start, in: more).next == .after("c5"))
        let last = response(items: 5, fields: [next: .string("c9"), hasNext: .bool(false)])
        #expect(try paging.neighbours(of: .after("c5"), in: last).next == nil)
        #expect(try paging.neighbours(of: .after("c5"), in: response(items: 5)).next == nil)
    }

    @Test("Stripe paging reads the last item's id and has_more")
    func stripe() throws {
        let paging = CursorPaging.stripe(limit: 3)
        let fields: [PageField: JSONValue] = [
            .lastElement(of: "data", field: "id"): .string("ch_3"),
            .firstElement(of: "data", field: "id"): .string("ch_1"),
            .value(at: "has_more"): .bool(true),
        ]
        let neighbours = try paging.neighbours(of: .after("ch_0"), in: response(items: 3, fields: fields))
        #expect(neighbours == PageNeighbours(next: .after("ch_3"), previous: .before("ch_1")))
        #expect(paging.queryItems(for: .after("ch_3")).first == QueryItem(name: "starting_after", value: "ch_3"))
        #expect(paging.queryItems(for: .before("ch_1")).first == QueryItem(name: "ending_before", value: "ch_1"))
    }

    @Test("Link header paging follows rel=next and rel=prev, resolving relative URLs")
    func linkHeader() throws {
        let paging = LinkPaging()
        let header = #"</v1/items?page=3>; rel="next", <https://api.example.com/v1/items?page=1>; rel=prev"#
        let neighbours = try paging.neighbours(of: .first, in: response(items: 10, headers: ["Link": header]))
        #expect(neighbours.next == .url(URL(string: "https://api.example.com/v1/items?page=3")!))
        #expect(neighbours.previous == .url(URL(string: "https://api.example.com/v1/items?page=1")!))
        #expect(try paging.neighbours(of: .first, in: response(items: 10)).next == nil)
        #expect(paging.url(for: .url(URL(string: "https://x.test/a")!)) == URL(string: "https://x.test/a"))
    }

    @Test("Link header paging reads next and prev even when another relation's target is not a URL")
    func linkHeaderWithBadOtherLink() throws {
        let paging = LinkPaging()
        let header =
            #"</v1/items?page=3>; rel="next", <http://[::1>; rel="last", <https://api.example.com/v1/items?page=1>; rel=prev"#
        let neighbours = try paging.neighbours(of: .first, in: response(items: 10, headers: ["Link": header]))
        #expect(neighbours.next == .url(URL(string: "https://api.example.com/v1/items?page=3")!))
        #expect(neighbours.previous == .url(URL(string: "https://api.example.com/v1/items?page=1")!))
    }

    @Test("body link paging reports a link that is not a URL as malformed")
    func malformedBodyLink() {
        let paging = LinkPaging.body(next: "links.next")
        let bad = response(items: 1, fields: [.value(at: "links.next"): .string("http://[::1")])
        #expect(throws: PagingError.self) { try paging.neighbours(of: .first, in: bad) }
    }
}

@Suite("Link header parsing")
struct LinkHeaderTests {
    @Test("several links with quoted and unquoted parameters")
    func severalLinks() {
        let header = LinkHeader(
            #"<https://api.github.com/repositories/1300192/issues?page=2>; rel="next", <https://api.github.com/repositories/1300192/issues?page=4>; rel=last; title="Last page""#
        )
        #expect(header.links.count == 2)
        #expect(
            header.url(forRelation: "next")?.absoluteString
                == "https://api.github.com/repositories/1300192/issues?page=2")
        #expect(
            header.url(forRelation: "LAST")?.absoluteString
                == "https://api.github.com/repositories/1300192/issues?page=4")
        #expect(header.links[1].parameters["title"] == "Last page")
    }

    @Test("commas and semicolons inside URLs and quoted values do not split links")
    func commasInsideURLs() {
        let header = LinkHeader(
            #"<https://x.test/items?ids=1,2,3;v=2>; rel="next"; title="a, b; c", <https://x.test/items?ids=0>; rel="prev""#
        )
        #expect(header.url(forRelation: "next")?.absoluteString == "https://x.test/items?ids=1,2,3;v=2")
        #expect(header.links[0].parameters["title"] == "a, b; c")
        #expect(header.url(forRelation: "prev")?.absoluteString == "https://x.test/items?ids=0")
    }

    @Test("relative URLs resolve against the base, and one rel may name several relations")
    func relativeAndMultipleRelations() {
        let base = URL(string: "https://x.test/api/v2/items?page=5")
        let header = LinkHeader(#"<?page=6>; rel="next last", </api/v2/items?page=4>; REL="Prev""#, relativeTo: base)
        #expect(header.url(forRelation: "next")?.absoluteString == "https://x.test/api/v2/items?page=6")
        #expect(header.url(forRelation: "last")?.absoluteString == "https://x.test/api/v2/items?page=6")
        #expect(header.url(forRelation: "prev")?.absoluteString == "https://x.test/api/v2/items?page=4")
    }

    @Test("targets and values keep their characters beyond ASCII, and lose the spaces around them")
    func charactersBeyondASCII() {
        let header = LinkHeader(
            "<\t https://x.test/caf\u{E9}?q=\u{1F600} \u{A0}>; rel=\"next\"; title=\"Seite 2 \u{2013} \\\"weiter\\\"\"; "
                + "lang= \u{3000}d\u{E9}\u{3000} , <https://x.test/1>; rel=prev"
        )
        #expect(header.links.count == 2)
        #expect(header.url(forRelation: "next") == URL(string: "https://x.test/caf\u{E9}?q=\u{1F600}"))
        #expect(header.links.first?.parameters["title"] == "Seite 2 \u{2013} \"weiter\"")
        #expect(header.links.first?.parameters["lang"] == "d\u{E9}")
        #expect(header.url(forRelation: "prev")?.absoluteString == "https://x.test/1")
    }

    @Test("garbage between links is skipped and an empty header has no links")
    func garbage() {
        #expect(LinkHeader("").links.isEmpty)
        let header = LinkHeader(#"nonsense, <https://x.test/2>;rel=next ,  ,"#)
        #expect(header.url(forRelation: "next")?.absoluteString == "https://x.test/2")
    }
}
