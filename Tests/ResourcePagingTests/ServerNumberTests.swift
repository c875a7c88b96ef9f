import Foundation
import ResourceLoader
import ResourcePaging
import Testing

@Suite("Numbers a server sends never overflow")
struct ServerNumberTests {
    private let totalPages = PageField.value(at: "total_pages")
    private let total = PageField.value(at: "total")

    private func response(items: Int, _ fields: [PageField: JSONValue] = [:]) -> PageResponse {
        .fixture(items: items, fields: fields)
    }

    @Test("total_pages = Int.max goes on to the next page instead of trapping")
    func hugeTotalPages() throws {
        let paging = PageNumberPaging(pageSize: 10, totalPagesField: totalPages)
        let neighbours = try paging.neighbours(of: 1, in: response(items: 10, [totalPages: .int(Int.max)]))
        #expect(neighbours.next == 2)
        let zeroBased = PageNumberPaging(pageSize: 10, firstPage: 0, totalPagesField: totalPages)
        #expect(try zeroBased.neighbours(of: 5, in: response(items: 10, [totalPages: .int(Int.max)])).next == 6)
    }

    @Test("the last representable page, offset or position has no next key instead of trapping")
    func lastRepresentableKey() throws {
        #expect(try PageNumberPaging(pageSize: 10).neighbours(of: Int.max, in: response(items: 10)).next == nil)
        #expect(try OffsetPaging(limit: 20).neighbours(of: Int.max - 5, in: response(items: 20)).next == nil)
        #expect(try RangePaging(size: 20).neighbours(of: Int.max - 5, in: response(items: 20)).next == nil)
        #expect(RangePaging(size: 20).queryItems(for: Int.max - 5).last == QueryItem("to", Int.max))
        let lowest = RangePaging(size: 20, firstPosition: Int.min)
        #expect(try lowest.neighbours(of: Int.min + 5, in: response(items: 20)).previous == Int.min)
    }

    @Test(
        "a negative, fractional, out-of-range or non-numeric total is an error naming its field",
        arguments: [JSONValue.int(-1), .double(1.5), .double(1e30), .string("many"), .bool(true)]
    )
    func unusableTotals(value: JSONValue) {
        let pages = PageNumberPaging(pageSize: 10, totalPagesField: totalPages)
        #expect {
            try pages.neighbours(of: 1, in: response(items: 10, [totalPages: value]))
        } throws: { error in
            guard case .invalidPageField(let path, _) = error as? PagingError else { return false }
            return path == "total_pages"
        }
        let offsets = OffsetPaging(limit: 10, totalField: total)
        #expect {
            try offsets.neighbours(of: 0, in: response(items: 10, [total: value]))
        } throws: { error in
            guard case .invalidPageField(let path, _) = error as? PagingError else { return false }
            return path == "total"
        }
    }

    @Test("a whole total written as a fraction (40.0) is taken")
    func wholeFraction() throws {
        let offsets = OffsetPaging(limit: 20, totalField: total)
        #expect(try offsets.neighbours(of: 20, in: response(items: 20, [total: .double(40)])).next == nil)
        #expect(try offsets.neighbours(of: 0, in: response(items: 20, [total: .double(41)])).next == 20)
    }
}
