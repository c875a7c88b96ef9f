import ResourceLoader

/// Every request input a caller controls (path, query items, headers, method), sent to the loopback server's
/// `/hostile-echo`: the server must receive exactly the encoded target, or nothing is sent at all.
enum RequestInputCases {
    /// What `/hostile-echo` reports for a path (already encoded) and a query.
    static func target(_ encodedPath: String, query: String? = nil) -> CorpusOutcome {
        .received("/hostile-echo/" + encodedPath + (query.map { "?" + $0 } ?? ""))
    }

    static let all: [CorpusCase] = paths + queries + headers + methods

    static let paths: [CorpusCase] = [
        .path("path-plain", "users/7", target("users/7")),
        .path("path-leading-slash", "/users/7", target("users/7")),
        .path("path-trailing-slash", "users/7/", target("users/7/")),
        .path("path-space", "a b", target("a%20b")),
        .path("path-question-mark", "users/7?admin=true", target("users/7%3Fadmin=true")),
        .path("path-hash", "users/7#frag", target("users/7%23frag")),
        .path("path-query-and-fragment", "users/7?admin=true#", target("users/7%3Fadmin=true%23")),
        .path("path-percent", "100%", target("100%25")),
        .path("path-percent-escape-is-data", "%41%2F", target("%2541%252F")),
        .path("path-encoded-dot-dot-is-data", "%2e%2e/x", target("%252e%252e/x")),
        .path("path-zoe", "Zoë", target("Zo%C3%AB")),
        .path("path-emoji", "😀/👩‍👩‍👧", target("%F0%9F%98%80/%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7")),
        .path("path-rtl", "שלום", target("%D7%A9%D7%9C%D7%95%D7%9D")),
        .path("path-cr-lf", "a\r\nX-Injected: 1", target("a%0D%0AX-Injected:%201")),
        .path("path-nul", "a\u{0}b", target("a%00b")),
        .path("path-tab", "a\tb", target("a%09b")),
        .path("path-backslash", "a\\b", target("a%5Cb")),
        .path("path-angle-quotes", "<script>\"x\"", target("%3Cscript%3E%22x%22")),
        .path("path-braces-pipe-caret", "{a}|^`", target("%7Ba%7D%7C%5E%60")),
        .path("path-sub-delimiters", "a;b=c&d+e,f!$'()*", target("a;b=c&d+e,f!$'()*")),
        .path("path-colon-at", "user@host:80", target("user@host:80")),
        .path("path-tilde", "~user", target("~user")),
        .path("path-empty-segments", "a//b", target("a//b")),
        .path("path-dots-in-names", "a...b/.hidden/x.", target("a...b/.hidden/x.")),
        .path("path-long", String(repeating: "a", count: 4_000), target(String(repeating: "a", count: 4_000))),
        .path("path-dot-dot-escape", "users/../../../echo", .invalidRequest),
        .path("path-dot-dot", "..", .invalidRequest),
        .path("path-dot", ".", .invalidRequest),
        .path("path-dot-slash", "./x", .invalidRequest),
        .path("path-inner-dot", "a/./b", .invalidRequest),
        .path("path-trailing-dot-dot", "a/..", .invalidRequest),
    ]

    static let queries: [CorpusCase] = [
        .query("query-plain", [QueryItem("page", 2)], target("q", query: "page=2")),
        .query(
            "query-reserved", [QueryItem(name: "q", value: "a&b=c+d#e?f%g")],
            target("q", query: "q=a%26b%3Dc%2Bd%23e%3Ff%25g")),
        .query("query-space", [QueryItem(name: "q", value: "a b")], target("q", query: "q=a%20b")),
        .query(
            "query-zoe-emoji", [QueryItem(name: "q", value: "Zoë 😀")], target("q", query: "q=Zo%C3%AB%20%F0%9F%98%80")),
        .query("query-name-encoded", [QueryItem(name: "a b&c", value: "1")], target("q", query: "a%20b%26c=1")),
        .query("query-nil-value", [QueryItem(name: "flag", value: nil)], target("q", query: "flag")),
        .query("query-empty-value", [QueryItem(name: "q", value: "")], target("q", query: "q=")),
        .query("query-empty-name", [QueryItem(name: "", value: "x")], target("q", query: "=x")),
        .query(
            "query-duplicates", [QueryItem("a", 1), QueryItem("a", 2)], target("q", query: "a=1&a=2")),
        .query("query-cr-lf", [QueryItem(name: "q", value: "a\r\nX: 1")], target("q", query: "q=a%0D%0AX%3A%201")),
        .query("query-nul", [QueryItem(name: "q", value: "a\u{0}")], target("q", query: "q=a%00")),
        .query(
            "query-many", (1...300).map { QueryItem("k\($0)", $0) },
            target("q", query: (1...300).map { "k\($0)=\($0)" }.joined(separator: "&"))),
        .query(
            "query-long-value", [QueryItem(name: "q", value: String(repeating: "z", count: 4_000))],
            target("q", query: "q=" + String(repeating: "z", count: 4_000))),
        .query(
            "query-unicode-name", [QueryItem(name: "ключ", value: "значение")],
            target(
                "q", query: "%D0%BA%D0%BB%D1%8E%D1%87=%D0%B7%D0%BD%D0%B0%D1%87%D0%B5%D0%BD%D0%B8%D0%B5")),
    ]

    static let headers: [CorpusCase] = [
        .header("header-plain", ["X-Trace": "abc"], target("h")),
        .header("header-tab-in-value", ["X-Trace": "a\tb"], target("h")),
        .header("header-token-punctuation-name", ["X-!#$%&'*+-.^_`|~": "1"], target("h")),
        .header("header-long-value", ["X-Long": String(repeating: "v", count: 8_000)], target("h")),
        .header("header-name-cr-lf", ["X-A\r\nX-Injected": "1"], .invalidRequest),
        .header("header-name-lf", ["X-A\nX-Injected": "1"], .invalidRequest),
        .header("header-name-nul", ["X-A\u{0}": "1"], .invalidRequest),
        .header("header-name-space", ["X A": "1"], .invalidRequest),
        .header("header-name-colon", ["X-A:": "1"], .invalidRequest),
        .header("header-name-empty", ["": "1"], .invalidRequest),
        .header("header-name-non-ascii", ["X-Zoë": "1"], .invalidRequest),
        .header("header-name-parentheses", ["(X)": "1"], .invalidRequest),
        .header("header-value-cr-lf", ["X-Trace": "a\r\nX-Injected: 1"], .invalidRequest),
        .header("header-value-lf", ["X-Trace": "a\nb"], .invalidRequest),
        .header("header-value-cr", ["X-Trace": "a\rb"], .invalidRequest),
        .header("header-value-nul", ["X-Trace": "a\u{0}b"], .invalidRequest),
        .header("header-host-override-cr-lf", ["Host": "x\r\nX: 1"], .invalidRequest),
    ]

    static let methods: [CorpusCase] = [
        .method("method-delete", "DELETE", target("m")),
        .method("method-lower-case", "put", target("m")),
        .method("method-unknown", "PURGE", .status(501)),
        .method("method-head", "HEAD", .emptyBody),
        .method("method-cr-lf", "GET /admin HTTP/1.1\r\nX: 1", .invalidRequest),
        .method("method-space", "GE T", .invalidRequest),
        .method("method-empty", "", .invalidRequest),
        .method("method-nul", "GET\u{0}", .invalidRequest),
    ]
}
