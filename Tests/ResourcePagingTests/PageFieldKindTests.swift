import Foundation
import ResourceLoader
import ResourceLoaderTestSupport
import ResourcePaging
import Testing

/// A cursor list whose cursor, flag and total sit in a `meta` object beside the items.
private struct MetaCursors: PaginatedResource {
    typealias Item = Row
    var url: URL? { URL(string: "https://api.example.com/rows") }
    var collectionKeyPath: String? { "meta.rows" }
    var paging: CursorPaging {
        CursorPaging(
            nextCursor: .value(at: "meta.next"), hasNextField: .value(at: "meta.has_more"),
            totalField: .value(at: "meta.total"))
    }
}

@Suite("Paging fields are read whatever kind of JSON value they hold on each page")
struct PageFieldKindTests {
    private func page(_ json: String) throws -> Page<Row, CursorPaging.Cursor> {
        let url = URL(string: "https://api.example.com/rows")!
        let response = ResourceResponse(
            data: Data(json.utf8), head: HTTPResponseHead(statusCode: 200, url: url, headerFields: [:]))
        return try MetaCursors().page(from: response, key: .start)
    }

    @Test("a cursor that is a string on one page and an integer on the next is read as each page has it")
    func cursorChangesKind() throws {
        let rows = #""rows":[{"id":1,"name":"Row 1"}]"#
        #expect(try page(#"{"meta":{\#(rows),"next":"c1","has_more":true,"total":3}}"#).nextKey == .after("c1"))
        #expect(try page(#"{"meta":{\#(rows),"next":7,"has_more":true,"total":3}}"#).nextKey == .after("7"))
        #expect(try page(#"{"meta":{\#(rows),"next":"c3","has_more":true,"total":3}}"#).nextKey == .after("c3"))
    }

    @Test("a total that is an integer on one page and a whole fraction on the next counts the same")
    func totalChangesKind() throws {
        let rows = #""rows":[{"id":1,"name":"Row 1"}]"#
        #expect(try page(#"{"meta":{\#(rows),"next":"c1","has_more":true,"total":40}}"#).totalCount == 40)
        #expect(try page(#"{"meta":{\#(rows),"next":"c1","has_more":true,"total":40.0}}"#).totalCount == 40)
        #expect(throws: PagingError.self) {
            try page(#"{"meta":{\#(rows),"next":"c1","has_more":true,"total":"40"}}"#)
        }
    }

    @Test("a flag that turns null or goes missing reads as absent, and a flag of another kind is not a flag")
    func flagChangesKind() throws {
        let rows = #""rows":[{"id":1,"name":"Row 1"}]"#
        #expect(try page(#"{"meta":{\#(rows),"next":"c1","has_more":false}}"#).nextKey == nil)
        #expect(try page(#"{"meta":{\#(rows),"next":"c1","has_more":null}}"#).nextKey == .after("c1"))
        #expect(try page(#"{"meta":{\#(rows),"next":"c1"}}"#).nextKey == .after("c1"))
        #expect(try page(#"{"meta":{\#(rows),"next":"c1","has_more":"no"}}"#).nextKey == .after("c1"))
        #expect(try page(#"{"meta":{\#(rows),"next":"c1","has_more":false}}"#).nextKey == nil)
    }
}

@Suite("Paging fields beside the items share the objects walked to")
struct PageFieldWalkTests {
    private struct Nested: PaginatedResource {
        typealias Item = Row
        var url: URL? { URL(string: "https://api.example.com/rows") }
        var collectionKeyPath: String? { "data.feed.rows" }
        var paging: CursorPaging {
            CursorPaging(
                nextCursor: .value(at: "data.feed.info.next"), previousCursor: .value(at: "data.info.previous"),
                hasNextField: .value(at: "data.feed.info.more"), totalField: .value(at: "total"))
        }
    }

    private func page(_ json: String) throws -> Page<Row, CursorPaging.Cursor> {
        let url = URL(string: "https://api.example.com/rows")!
        let response = ResourceResponse(
            data: Data(json.utf8), head: HTTPResponseHead(statusCode: 200, url: url, headerFields: [:]))
        return try Nested().page(from: response, key: .after("c0"))
    }

    @Test("fields in the items' object, in an object inside it, in one beside it and at the root are all read")
    func fieldsAroundTheItems() throws {
        let page = try page(
            #"{"total":9,"data":{"info":{"previous":"p1"},"feed":{"rows":[{"id":1,"name":"Row 1"}],"info":{"next":"n1","more":true}}}}"#
        )
        #expect(page.items.map(\.id) == [1])
        #expect(page.nextKey == .after("n1"))
        #expect(page.previousKey == .before("p1"))
        #expect(page.totalCount == 9)
    }

    @Test("a missing or null object on a field's way leaves that field absent and the others read")
    func missingObjectOnTheWay() throws {
        let nullInfo = try page(
            #"{"total":9,"data":{"info":null,"feed":{"rows":[{"id":1,"name":"Row 1"}],"info":{"next":"n1"}}}}"#)
        #expect(nullInfo.nextKey == .after("n1"))
        #expect(nullInfo.previousKey == nil)
        let missingInfo = try page(#"{"data":{"feed":{"rows":[{"id":1,"name":"Row 1"}]}}}"#)
        #expect(missingInfo.nextKey == nil)
        #expect(missingInfo.totalCount == nil)
    }
}
