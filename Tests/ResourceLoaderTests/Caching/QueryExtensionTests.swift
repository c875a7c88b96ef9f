import Testing

@testable import ResourceLoader

@Suite("Which cached URLs are pages of a list")
struct QueryExtensionTests {
    @Test("a URL that adds query items, in any order, extends the list's URL")
    func addedItemsExtend() {
        let list = QueryExtension(of: "https://api.example.com/posts?tag=swift")
        #expect(list.isExtended(by: "https://api.example.com/posts?tag=swift"))
        #expect(list.isExtended(by: "https://api.example.com/posts?tag=swift&page=2"))
        #expect(list.isExtended(by: "https://api.example.com/posts?page=2&tag=swift"))
    }

    @Test("another path, host or a missing query item of the list's own does not extend it")
    func otherURLsDoNot() {
        let list = QueryExtension(of: "https://api.example.com/posts?tag=swift")
        #expect(!list.isExtended(by: "https://api.example.com/posts?page=2"))
        #expect(!list.isExtended(by: "https://api.example.com/posts?tag=swiftly&page=2"))
        #expect(!list.isExtended(by: "https://api.example.com/posts/2?tag=swift"))
        #expect(!list.isExtended(by: "https://api.example.com/postscript?tag=swift"))
        #expect(!list.isExtended(by: "https://other.example.com/posts?tag=swift"))
    }

    @Test("a list without a query is extended by any query on its path")
    func listWithoutQuery() {
        let list = QueryExtension(of: "https://api.example.com/posts")
        #expect(list.isExtended(by: "https://api.example.com/posts?offset=20&limit=10"))
        #expect(list.isExtended(by: "https://api.example.com/posts"))
        #expect(!list.isExtended(by: "https://api.example.com/posts/"))
    }
}
