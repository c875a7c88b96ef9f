import ResourceLoader

/// The hostile responses of `Tests/Support/Server/hostile_routes.py`, by name, with what the library must make of
/// each. Keep the names in step with that module's `CASES`.
enum HostileResponseCases {
    /// Ids of the reference document `{"items":[{"id":1,…},{"id":2,…}]}`.
    static let good = CorpusOutcome.items([1, 2])

    static let all: [CorpusCase] =
        json + numbers + types + encodings + contentTypes + statuses + lengths + compression + chunked + stalls
        + redirects + headers

    static let json: [CorpusCase] = [
        .hostile("ok", good),
        .hostile("json-truncated", .decodingFailed),
        .hostile("json-empty-object", .decodingFailed),
        .hostile("json-trailing-garbage", .decodingFailed),
        .hostile("json-trailing-comma", .items([1])),  // Foundation's parser accepts it
        .hostile("json-single-quotes", .decodingFailed),
        .hostile("json-unquoted-keys", .decodingFailed),
        .hostile("json-comment", .decodingFailed),
        .hostile("json-nan", .decodingFailed),
        .hostile("json-infinity", .decodingFailed),
        .hostile("json-bare-string", .decodingFailed),
        .hostile("json-bare-number", .decodingFailed),
        .hostile("json-null", .decodingFailed),
        .hostile("json-whitespace", .decodingFailed),
        .hostile("json-lone-surrogate", .decodingFailed),
        .hostile("json-control-character", .decodingFailed),
        .hostile("json-bad-escape", .decodingFailed),
        .hostile("json-unterminated-string", .decodingFailed),
        .hostile("json-deep-arrays", .decodingFailed),
        .hostile("json-deep-objects", .decodingFailed),
        .hostile("json-deep-unread-member", .decodingFailed),
        .hostile("json-deep-unclosed", .decodingFailed),
        .hostile("json-many-items", .items(Array(1...10_000))),
        .hostile("json-long-string", .items([1])),
        .hostile("json-duplicate-keys-items", .items([1])),
    ]

    static let numbers: [CorpusCase] = [
        .hostile("number-huge-exponent", .decodingFailed),
        .hostile("number-huge-integer", .decodingFailed),
        .hostile("number-int-max", .items([Int.max])),
        .hostile("number-int-overflow", .decodingFailed),
        .hostile("number-int-min", .items([Int.min])),
        .hostile("number-fraction", .decodingFailed),
        .hostile("number-leading-zero", .decodingFailed),
        .hostile("number-plus-sign", .decodingFailed),
        .hostile("number-hex", .decodingFailed),
        .hostile("number-long-digits", .decodingFailed),
    ]

    static let types: [CorpusCase] = [
        .hostile("type-id-string", .decodingFailed),
        .hostile("type-name-number", .decodingFailed),
        .hostile("type-id-bool", .decodingFailed),
        .hostile("type-items-object", .decodingFailed),
        .hostile("type-items-string", .decodingFailed),
        .hostile("type-items-number", .decodingFailed),
        .hostile("type-item-array", .decodingFailed),
        .hostile("type-root-array", .decodingFailed),
        .hostile("null-items", .decodingFailed),
        .hostile("null-id", .decodingFailed),
        .hostile("null-name", .decodingFailed),
        .hostile("null-element", .decodingFailed),
        .hostile("missing-items", .decodingFailed),
        .hostile("missing-name", .decodingFailed),
        .hostile("extra-members", good),
        .hostile("items-empty", .items([])),
        .hostile("unicode-names", good),
        .hostile("escaped-unicode", good),
        .hostile("nul-in-name", good),
        .hostile("duplicate-ids", .items([1, 1, 2])),
    ]

    static let encodings: [CorpusCase] = [
        .hostile("encoding-invalid-utf8", .decodingFailed),
        .hostile("encoding-latin1", .decodingFailed),
        .hostile("encoding-overlong-utf8", .decodingFailed),
        .hostile("encoding-utf8-surrogate", .decodingFailed),
        .hostile("encoding-truncated-utf8", .decodingFailed),
        .hostile("encoding-utf8-bom", good),
        .hostile("encoding-utf16le-bom", good),
        .hostile("encoding-utf16be-bom", good),
        .hostile("encoding-utf16le", good),
        .hostile("encoding-utf32le", good),
        .hostile("encoding-charset-latin1-ascii-body", good),
        .hostile("encoding-nul-bytes", .decodingFailed),
    ]

    static let contentTypes: [CorpusCase] = [
        .hostile("html-200", .decodingFailed),
        .hostile("html-500", .status(500)),
        .hostile("html-with-json-type", .decodingFailed),
        .hostile("type-text-plain", good),
        .hostile("type-missing", good),
        .hostile("type-garbage", good),
        .hostile("type-xml", .decodingFailed),
        .hostile("type-octet-stream", .decodingFailed),
        .hostile("empty-200", .emptyBody),
    ]

    static let statuses: [CorpusCase] =
        [
            .hostile("status-100-then-200", good),
            .hostile("status-201", good),
            .hostile("status-202", good),
            .hostile("status-203", good),
            .hostile("status-206", good),
            .hostile("status-299", good),
            .hostile("status-204", .emptyBody),
            .hostile("status-205", .emptyBody),
            .hostile("status-300", .status(300)),
            .hostile("status-301-no-location", .status(301)),
            .hostile("status-304", .status(304)),
            .hostile("status-401-basic", .status(401)),  // the challenge is answered, so the 401 ends at once
            .hostile("status-503-retry-after-huge", .status(503)),
            .hostile("status-line-garbage", .transport),
            .hostile("status-line-http10", good),
            .hostile("status-line-missing", .transport),
            .hostile("status-line-empty", .transport),
        ]
        + [400, 401, 403, 404, 405, 409, 410, 418, 422, 429, 451, 499, 500, 501, 502, 503, 504, 505, 599, 600, 999]
        .map { .hostile("status-\($0)", .status($0)) }

    static let lengths: [CorpusCase] = [
        .hostile("length-short", .decodingFailed),
        .hostile("length-long", .transport),
        .hostile("length-zero", .emptyBody),
        .hostile("length-negative", .transport),
        .hostile("length-not-a-number", .transport),
        .hostile("length-conflicting", good),  // libcurl reads the last length
        .hostile("length-over-cap", .tooLarge),
        // 2^63 − 1024: FoundationNetworking itself traps on 2^63 − 512 or more before the library sees the response
        // (see the README's Limits), so the forged length is the largest below that.
        .hostile("length-forged-huge", .tooLarge),
        .hostile("length-and-chunked", good),
        .hostile("length-none-until-close", good),
    ]

    static let compression: [CorpusCase] = [
        .hostile("gzip-valid", good),
        .hostile("deflate-valid", good),
        .hostile("deflate-raw", good),
        .hostile("gzip-corrupt", .transport),
        .hostile("gzip-truncated", .decodingFailed),  // libcurl hands over what inflated
        .hostile("gzip-not-compressed", .transport),
        .hostile("gzip-empty", .emptyBody),
        .hostile("gzip-bomb", .tooLarge),
        .hostile("deflate-bomb", .tooLarge),
        .hostile("encoding-unknown", .transport),
        .hostile("encoding-identity", good),
    ]

    static let chunked: [CorpusCase] = [
        .hostile("chunked-valid", good),
        .hostile("chunked-one-byte-chunks", good),
        .hostile("chunked-extensions", good),
        .hostile("chunked-trailers", good, pending: CorpusCase.platformCrash),
        .hostile("chunked-bad-size", .transport),
        .hostile("chunked-size-too-big", .transport),
        .hostile("chunked-missing-terminator", .transport),
        .hostile("chunked-huge-size", .transport),
        .hostile("chunked-negative-size", .transport),
        .hostile("chunked-over-cap", .tooLarge),
    ]

    static let stalls: [CorpusCase] = [
        .hostile("stall-before-headers", .transport),
        .hostile("stall-mid-body", .transport),
        // A byte every half second never trips the idle timeout; the resource's 3 s deadline ends the request.
        .hostile("trickle-headers", .timedOut, maximumDuration: 3),
        .hostile("trickle-body", .timedOut, maximumDuration: 3),
        .hostile("drop-before-response", .transport),
        .hostile("drop-mid-headers", .transport, pending: CorpusCase.platformCrash),
        .hostile("drop-mid-body", .transport),
        .hostile("reset-before-response", .transport),
        .hostile("reset-mid-body", .transport),
    ]

    static let redirects: [CorpusCase] = [
        .hostile("redirect-chain-3", good),
        .hostile("redirect-chain-30", .transport),
        .hostile("redirect-loop", .transport),
        .hostile("redirect-307", good),
        .hostile("redirect-308", good),
        .hostile("redirect-303", good),
        .hostile("redirect-no-location", .status(302)),
        .hostile("redirect-bad-location", .status(302)),
        .hostile("redirect-to-file", .status(404)),  // libcurl asks the same server for /etc/passwd, never the file
        .hostile("redirect-to-ftp", .transport),
        .hostile("redirect-to-closed-port", .transport),
        .hostile("redirect-with-body", good),
    ]

    static let headers: [CorpusCase] = [
        .hostile("header-huge-value", good),
        .hostile("header-too-large", .transport),
        .hostile("header-many", good),
        .hostile("header-no-colon", .transport),
        .hostile("header-obsolete-fold", good),
        .hostile("header-nul-in-value", .transport),
        .hostile("header-non-ascii-value", good),
        .hostile("header-bare-lf", .transport),
        .hostile("header-link-garbage", good),
        .hostile("header-link-not-a-url", good),
        .hostile("header-link-cycle", good),
        .hostile("header-link-huge", .transport),  // past libcurl's header limit
        .hostile("header-content-type-huge", good),
        .hostile("header-set-cookie-many", good),
    ]
}
