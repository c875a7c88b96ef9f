"""Hostile responses for ResourceLoader's bad-input corpus (Tests/ResourcePagingTests/Corpus/).

Installed into test_server.py's route table by ``install(route)``. Every case is a name in ``CASES``; the
corpus tests ask for it by that name and know what the library must make of it.

Routes
------
ANY  /hostile/{name}                 the hostile response called `name` (see CASES below), written byte by
                                     byte to the socket where it breaks HTTP itself
ANY  /hostile/{name}?first=1         a valid first page, {"items":[{"id":-1,...},{"id":-2,...}]}, whose
                                     Link header's rel="next" is /hostile/{name}: a paginator walks into the case
GET  /hostile-index                  {"quick":[names], "small":[names]}: every case that answers at once (no stall, no trickle) and
                                     that does not crash FoundationNetworking's own URLSession (PLATFORM_CRASHES),
                                     in CASES order, and those of them whose bodies stay small, for the memory suite (Sources/ResourceLoaderBenchmarks/MemorySuite.swift)
ANY  /hostile-echo[/anything]        {"items":[{"id":1,"name": the raw request target as received}]}; request
                                     inputs (path, query) are checked against it

A case's body is the document {"items":[{"id":1,"name":"a"},{"id":2,"name":"b"}]} unless it says otherwise.
"""

import gzip
import json
import socket
import struct
import time
import zlib

GOOD = b'{"items":[{"id":1,"name":"a"},{"id":2,"name":"b"}]}'
FIRST_PAGE = b'{"items":[{"id":-1,"name":"first"},{"id":-2,"name":"second"}]}'


def items_document(items):
    return json.dumps({"items": items}, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


# ---------------------------------------------------------------------------------------------
# Ways of answering: each returns a function of the route's Request that writes the answer itself


def head(status=200, reason=None, headers=(), version=b"HTTP/1.1"):
    """A status line and header lines, as bytes (headers are (name, value) pairs, written as given)."""
    reason = reason if reason is not None else b"Status"
    lines = [version + b" " + str(status).encode() + b" " + reason]
    for name, value in headers:
        lines.append((name if isinstance(name, bytes) else name.encode()) + b": "
                     + (value if isinstance(value, bytes) else value.encode()))
    return b"\r\n".join(lines) + b"\r\n\r\n"


def body(data=GOOD, status=200, content_type="application/json", headers=()):
    """An ordinary response: the given body with a true Content-Length."""
    fields = list(headers)
    if content_type is not None:
        fields.append(("Content-Type", content_type))
    fields.append(("Content-Length", str(len(data))))
    return raw(head(status, headers=fields) + data)


def raw(data, pause=0.0, then=b""):
    """Writes `data` exactly, optionally waits, writes `then`, and closes the connection."""
    def answer(request):
        handler = request.handler
        handler.wfile.write(data)
        handler.wfile.flush()
        if pause:
            time.sleep(pause)
            if then:
                handler.wfile.write(then)
                handler.wfile.flush()
        handler.close_connection = True
    return answer


def reset(data=b""):
    """Writes `data`, then resets the connection (SO_LINGER 0) instead of closing it cleanly."""
    def answer(request):
        handler = request.handler
        if data:
            handler.wfile.write(data)
            handler.wfile.flush()
        handler.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        handler.close_connection = True
    return answer


def redirect_chain(count, final="/hostile/ok", status=302):
    """Redirects `count` times (via /hostile/redirect-hop) before reaching `final`."""
    def answer(request):
        remaining = int(request.arg("hops", str(count)))
        target = final if remaining <= 0 else f"/hostile/{request.params['name']}?hops={remaining - 1}"
        return raw(head(status, headers=[("Location", target), ("Content-Length", "0")]))(request)
    return answer


def chunked(pieces, terminator=b"0\r\n\r\n", headers=()):
    """A chunked body from raw chunk lines (each piece is written as given)."""
    fields = [("Content-Type", "application/json"), ("Transfer-Encoding", "chunked")] + list(headers)
    return raw(head(200, headers=fields) + b"".join(pieces) + terminator)


def chunk(data, size=None):
    return (size if size is not None else b"%x" % len(data)) + b"\r\n" + data + b"\r\n"


def deep(depth, opener=b"[", closer=b"]"):
    return b'{"items":' + opener * depth + closer * depth + b"}"


def compressed(data, encoding, **extra):
    if encoding == "gzip":
        payload = gzip.compress(data)
    elif encoding == "deflate":
        payload = zlib.compress(data)
    else:
        compressor = zlib.compressobj(wbits=-15)
        payload = compressor.compress(data) + compressor.flush()
        encoding = "deflate"
    return payload, encoding


def encoded_body(data, encoding, mangle=lambda payload: payload):
    payload, name = compressed(data, encoding)
    return body(mangle(payload), headers=[("Content-Encoding", name)])


# ---------------------------------------------------------------------------------------------
# The cases. Keep names in step with Tests/ResourcePagingTests/Corpus/HostileResponseCases.swift.

ZEROS_20MB = b" " * (20 * 1024 * 1024)

CASES = {
    # A valid page, the reference every other case is measured against.
    "ok": body(),
    # Malformed JSON
    "json-truncated": body(b'{"items":[{"id":1,'),
    "json-empty-object": body(b"{}"),
    "json-trailing-garbage": body(GOOD + b" xyz"),
    "json-trailing-comma": body(b'{"items":[{"id":1,"name":"a"},]}'),
    "json-single-quotes": body(b"{'items':[]}"),
    "json-unquoted-keys": body(b'{items:[{id:1,name:"a"}]}'),
    "json-comment": body(b'// list\n' + GOOD),
    "json-nan": body(b'{"items":[{"id":NaN,"name":"a"}]}'),
    "json-infinity": body(b'{"items":[{"id":Infinity,"name":"a"}]}'),
    "json-bare-string": body(b'"items"'),
    "json-bare-number": body(b"42"),
    "json-null": body(b"null"),
    "json-whitespace": body(b"   \n\t "),
    "json-lone-surrogate": body(b'{"items":[{"id":1,"name":"\\ud800"}]}'),
    "json-control-character": body(b'{"items":[{"id":1,"name":"a\x01b"}]}'),
    "json-bad-escape": body(b'{"items":[{"id":1,"name":"\\q"}]}'),
    "json-unterminated-string": body(b'{"items":[{"id":1,"name":"a}]}'),
    "json-deep-arrays": body(deep(10_000)),
    "json-deep-objects": body(b'{"items":' + b'{"a":' * 10_000 + b"1" + b"}" * 10_000 + b"}"),
    "json-deep-unread-member": body(b'{"items":[],"junk":' + b"[" * 10_000 + b"]" * 10_000 + b"}"),
    "json-deep-unclosed": body(b'{"items":' + b"[" * 10_000),
    "json-many-items": body(items_document([{"id": n, "name": f"row {n}"} for n in range(1, 10_001)])),
    "json-long-string": body(items_document([{"id": 1, "name": "x" * 500_000}])),
    "json-duplicate-keys-items": body(b'{"items":[{"id":1,"name":"a"}],"items":[{"id":1,"name":"a"}]}'),
    # Numbers
    "number-huge-exponent": body(b'{"items":[{"id":1e400,"name":"a"}]}'),
    "number-huge-integer": body(b'{"items":[{"id":123456789012345678901234567890,"name":"a"}]}'),
    "number-int-max": body(b'{"items":[{"id":9223372036854775807,"name":"a"}]}'),
    "number-int-overflow": body(b'{"items":[{"id":9223372036854775808,"name":"a"}]}'),
    "number-int-min": body(b'{"items":[{"id":-9223372036854775808,"name":"a"}]}'),
    "number-fraction": body(b'{"items":[{"id":1.5,"name":"a"}]}'),
    "number-leading-zero": body(b'{"items":[{"id":01,"name":"a"}]}'),
    "number-plus-sign": body(b'{"items":[{"id":+1,"name":"a"}]}'),
    "number-hex": body(b'{"items":[{"id":0x10,"name":"a"}]}'),
    "number-long-digits": body(b'{"items":[{"id":1' + b"0" * 100_000 + b',"name":"a"}]}'),
    # Wrong types and nulls
    "type-id-string": body(b'{"items":[{"id":"1","name":"a"}]}'),
    "type-name-number": body(b'{"items":[{"id":1,"name":7}]}'),
    "type-id-bool": body(b'{"items":[{"id":true,"name":"a"}]}'),
    "type-items-object": body(b'{"items":{"id":1,"name":"a"}}'),
    "type-items-string": body(b'{"items":"[]"}'),
    "type-items-number": body(b'{"items":3}'),
    "type-item-array": body(b'{"items":[[1,"a"]]}'),
    "type-root-array": body(b'[{"id":1,"name":"a"}]'),
    "null-items": body(b'{"items":null}'),
    "null-id": body(b'{"items":[{"id":null,"name":"a"}]}'),
    "null-name": body(b'{"items":[{"id":1,"name":null}]}'),
    "null-element": body(b'{"items":[null]}'),
    "missing-items": body(b'{"data":[]}'),
    "missing-name": body(b'{"items":[{"id":1}]}'),
    "extra-members": body(b'{"items":[{"id":1,"name":"a","x":{"y":[1,2]}},{"id":2,"name":"b","z":null}],"more":1}'),
    "items-empty": body(b'{"items":[]}'),
    "unicode-names": body(items_document([{"id": 1, "name": "Zoë 😀"}, {"id": 2, "name": "שלום"}])),
    "escaped-unicode": body(b'{"items":[{"id":1,"name":"Zo\\u00eb \\ud83d\\ude00"},{"id":2,"name":"b"}]}'),
    "nul-in-name": body(b'{"items":[{"id":1,"name":"a\\u0000b"},{"id":2,"name":"b"}]}'),
    "duplicate-ids": body(b'{"items":[{"id":1,"name":"a"},{"id":1,"name":"again"},{"id":2,"name":"b"}]}'),
    # Text encodings
    "encoding-invalid-utf8": body(b'{"items":[{"id":1,"name":"\xff\xfe"}]}'),
    "encoding-latin1": body(b'{"items":[{"id":1,"name":"Zo\xeb"}]}'),
    "encoding-overlong-utf8": body(b'{"items":[{"id":1,"name":"\xc0\xaf"}]}'),
    "encoding-utf8-surrogate": body(b'{"items":[{"id":1,"name":"\xed\xa0\x80"}]}'),
    "encoding-truncated-utf8": body(b'{"items":[{"id":1,"name":"\xe2\x82"}]}'),
    "encoding-utf8-bom": body(b"\xef\xbb\xbf" + GOOD),
    "encoding-utf16le-bom": body(b"\xff\xfe" + GOOD.decode().encode("utf-16-le")),
    "encoding-utf16be-bom": body(b"\xfe\xff" + GOOD.decode().encode("utf-16-be")),
    "encoding-utf16le": body(GOOD.decode().encode("utf-16-le")),
    "encoding-utf32le": body(GOOD.decode().encode("utf-32-le")),
    "encoding-charset-latin1-ascii-body": body(content_type="application/json; charset=iso-8859-1"),
    "encoding-nul-bytes": body(b"\0" * 64),
    # HTML and content types
    "html-200": body(b"<!DOCTYPE html><html><body>Hello</body></html>", content_type="text/html"),
    "html-500": body(b"<html><body>Internal error</body></html>", status=500, content_type="text/html"),
    "html-with-json-type": body(b"<html><body>login</body></html>"),
    "type-text-plain": body(content_type="text/plain"),
    "type-missing": body(content_type=None),
    "type-garbage": body(content_type=";;;==="),
    "type-xml": body(b'<?xml version="1.0"?><items><item id="1"/></items>', content_type="application/xml"),
    "type-octet-stream": body(bytes(range(256)), content_type="application/octet-stream"),
    "empty-200": body(b""),
    # Status classes
    "status-100-then-200": raw(head(100, b"Continue") + head(200, headers=[("Content-Length", str(len(GOOD)))])
                               + GOOD),
    "status-201": body(status=201),
    "status-202": body(status=202),
    "status-203": body(status=203),
    "status-206": body(status=206),
    "status-299": body(status=299),
    "status-204": raw(head(204)),
    "status-205": raw(head(205, headers=[("Content-Length", "0")])),
    "status-300": body(status=300),
    "status-301-no-location": body(status=301),
    "status-304": raw(head(304)),
    "status-400": body(b'{"error":"bad"}', status=400),
    "status-401": body(b'{"error":"who"}', status=401),
    "status-401-basic": body(b'{"error":"who"}', status=401, headers=[("WWW-Authenticate", 'Basic realm="x"')]),
    "status-403": body(status=403),
    "status-404": body(status=404),
    "status-405": body(status=405),
    "status-409": body(status=409),
    "status-410": body(status=410),
    "status-418": body(status=418),
    "status-422": body(status=422),
    "status-429": body(status=429),
    "status-451": body(status=451),
    "status-499": body(status=499),
    "status-500": body(status=500),
    "status-501": body(status=501),
    "status-502": body(status=502),
    "status-503": body(status=503),
    "status-503-retry-after-huge": body(status=503, headers=[("Retry-After", "99999999999")]),
    "status-504": body(status=504),
    "status-505": body(status=505),
    "status-599": body(status=599),
    "status-600": body(status=600),
    "status-999": body(status=999),
    "status-line-garbage": raw(b"HTTP/1.1 abc OK\r\nContent-Length: 2\r\n\r\n{}"),
    "status-line-http10": raw(head(200, version=b"HTTP/1.0",
                                   headers=[("Content-Length", str(len(GOOD)))]) + GOOD),
    "status-line-missing": raw(GOOD),
    "status-line-empty": raw(b"\r\n\r\n"),
    # Lying lengths
    "length-short": raw(head(200, headers=[("Content-Length", "10")]) + GOOD),
    "length-long": raw(head(200, headers=[("Content-Length", "1000")]) + GOOD),
    "length-zero": raw(head(200, headers=[("Content-Length", "0")]) + GOOD),
    "length-negative": raw(head(200, headers=[("Content-Length", "-1")]) + GOOD),
    "length-not-a-number": raw(head(200, headers=[("Content-Length", "abc")]) + GOOD),
    "length-conflicting": raw(head(200, headers=[("Content-Length", "10"), ("Content-Length", str(len(GOOD)))])
                              + GOOD),
    "length-over-cap": raw(head(200, headers=[("Content-Length", str(100 * 1024 * 1024))]) + GOOD),
    # 2**63 - 1024: FoundationNetworking traps on a length of 2**63 - 512 or more (Int64.max included) before any
    # delegate code runs, so the forged length is the largest a client on it can be handed at all.
    "length-forged-huge": raw(head(200, headers=[("Content-Length", str(2**63 - 1024))]) + GOOD),
    "length-and-chunked": raw(head(200, headers=[("Content-Length", "5"), ("Transfer-Encoding", "chunked")])
                              + chunk(GOOD) + b"0\r\n\r\n"),
    "length-none-until-close": raw(head(200, headers=[("Connection", "close")]) + GOOD),
    # Compression
    "gzip-valid": encoded_body(GOOD, "gzip"),
    "deflate-valid": encoded_body(GOOD, "deflate"),
    "deflate-raw": encoded_body(GOOD, "raw"),
    "gzip-corrupt": encoded_body(GOOD, "gzip", lambda p: p[:10] + b"\x00garbage\x00" + p[18:]),
    "gzip-truncated": encoded_body(GOOD, "gzip", lambda p: p[: len(p) // 2]),
    "gzip-not-compressed": body(headers=[("Content-Encoding", "gzip")]),
    "gzip-empty": body(b"", headers=[("Content-Encoding", "gzip")]),
    "gzip-bomb": encoded_body(ZEROS_20MB, "gzip"),
    "deflate-bomb": encoded_body(ZEROS_20MB, "deflate"),
    "encoding-unknown": body(headers=[("Content-Encoding", "x-unknown")]),
    "encoding-identity": body(headers=[("Content-Encoding", "identity")]),
    # Chunked-encoding faults
    "chunked-valid": chunked([chunk(GOOD[:10]), chunk(GOOD[10:])]),
    "chunked-one-byte-chunks": chunked([chunk(GOOD[i:i + 1]) for i in range(len(GOOD))]),
    "chunked-extensions": chunked([chunk(GOOD[:10], b"a;name=value"), chunk(GOOD[10:])]),
    "chunked-trailers": chunked([chunk(GOOD)], terminator=b"0\r\nX-Trailer: 1\r\n\r\n"),
    "chunked-bad-size": chunked([chunk(GOOD, b"zz")]),
    "chunked-size-too-big": chunked([chunk(GOOD, b"%x" % (len(GOOD) + 100))], terminator=b""),
    "chunked-missing-terminator": chunked([chunk(GOOD)], terminator=b""),
    "chunked-huge-size": chunked([chunk(GOOD, b"ffffffffffffffffff")]),
    "chunked-negative-size": chunked([chunk(GOOD, b"-5")]),
    "chunked-over-cap": chunked([chunk(b"[" + b" " * 65_536)] * 40),
    # Stalls and dropped connections
    "stall-before-headers": raw(b"", pause=4, then=head(200, headers=[("Content-Length", str(len(GOOD)))]) + GOOD),
    "stall-mid-body": raw(head(200, headers=[("Content-Length", str(len(GOOD)))]) + GOOD[:10], pause=4,
                          then=GOOD[10:]),
    "trickle-headers": None,  # served by trickle() below
    "trickle-body": None,
    "drop-before-response": raw(b""),
    "drop-mid-headers": raw(b"HTTP/1.1 200 OK\r\nContent-Ty"),
    "drop-mid-body": raw(head(200, headers=[("Content-Length", str(len(GOOD)))]) + GOOD[:10]),
    "reset-before-response": reset(),
    "reset-mid-body": reset(head(200, headers=[("Content-Length", str(len(GOOD)))]) + GOOD[:10]),
    # Redirects
    "redirect-chain-3": redirect_chain(3),
    "redirect-chain-30": redirect_chain(30),
    "redirect-loop": None,  # served by loop() below
    "redirect-307": redirect_chain(1, status=307),
    "redirect-308": redirect_chain(1, status=308),
    "redirect-303": redirect_chain(1, status=303),
    "redirect-no-location": raw(head(302, headers=[("Content-Length", "0")])),
    "redirect-bad-location": raw(head(302, headers=[("Location", "http://[::1"), ("Content-Length", "0")])),
    "redirect-to-file": raw(head(302, headers=[("Location", "file:///etc/passwd"), ("Content-Length", "0")])),
    "redirect-to-ftp": raw(head(302, headers=[("Location", "ftp://127.0.0.1/x"), ("Content-Length", "0")])),
    "redirect-to-closed-port": raw(head(302, headers=[("Location", "http://127.0.0.1:9/x"),
                                                       ("Content-Length", "0")])),
    "redirect-with-body": raw(head(302, headers=[("Location", "/hostile/ok"), ("Content-Length", "5")]) + b"hello"),
    # Header abuse
    "header-huge-value": body(headers=[("X-Huge", "x" * 60_000)]),
    "header-too-large": body(headers=[("X-Huge", "x" * 300_000)]),
    "header-many": body(headers=[(f"X-H{n}", "v") for n in range(2_000)]),
    "header-no-colon": raw(b"HTTP/1.1 200 OK\r\nThis line has no colon\r\nContent-Length: "
                           + str(len(GOOD)).encode() + b"\r\n\r\n" + GOOD),
    "header-obsolete-fold": raw(b"HTTP/1.1 200 OK\r\nX-Folded: a\r\n  b\r\nContent-Length: "
                                + str(len(GOOD)).encode() + b"\r\n\r\n" + GOOD),
    "header-nul-in-value": body(headers=[("X-Nul", b"a\0b")]),
    "header-non-ascii-value": body(headers=[("X-Name", "Zoë 😀".encode())]),
    "header-bare-lf": raw(b"HTTP/1.1 200 OK\nContent-Length: " + str(len(GOOD)).encode() + b"\n\n" + GOOD),
    "header-link-garbage": body(headers=[("Link", "<<<>>>;;; rel=,,next")]),
    "header-link-not-a-url": body(headers=[("Link", '<http://[::1>; rel="next"')]),
    "header-link-cycle": body(headers=[("Link", '</hostile/header-link-cycle>; rel="next"')]),
    "header-link-huge": body(headers=[("Link", ", ".join(f'</x/{n}>; rel="item"' for n in range(5_000)))]),
    "header-content-type-huge": body(content_type="application/json; " + "x=y; " * 10_000),
    "header-set-cookie-many": body(headers=[("Set-Cookie", f"c{n}=v") for n in range(500)]),
    # Paging edges: the page keys a server hands out (walked by the paging-edge corpus tests)
    "link-cycle-a": body(headers=[("Link", '</hostile/link-cycle-b>; rel="next"')]),
    "link-cycle-b": body(b'{"items":[{"id":3,"name":"c"}]}', headers=[("Link", '</hostile/link-cycle-a>; rel="next"')]),
    "link-next-ftp": body(headers=[("Link", '<ftp://127.0.0.1:9/x>; rel="next"')]),
    "link-next-space": body(headers=[("Link", '</hostile/link target>; rel="next"')]),
    "cursor-object": body(b'{"items":[{"id":1,"name":"a"}],"next":{"a":1}}'),
    "cursor-bool": body(b'{"items":[{"id":1,"name":"a"}],"next":true}'),
    "cursor-array": body(b'{"items":[{"id":1,"name":"a"}],"next":[1]}'),
    "total-pages-int-max": body(b'{"items":[{"id":1,"name":"a"}],"total_pages":9223372036854775807}'),
    "total-pages-huge": body(b'{"items":[{"id":1,"name":"a"}],"total_pages":1e300}'),
    "total-pages-string": body(b'{"items":[{"id":1,"name":"a"}],"total_pages":"3"}'),
}


def trickle(pieces, interval):
    """Sends `pieces` one by one, `interval` seconds apart."""
    def answer(request):
        handler = request.handler
        for piece in pieces:
            handler.wfile.write(piece)
            handler.wfile.flush()
            time.sleep(interval)
        handler.close_connection = True
    return answer


def loop(request):
    return raw(head(302, headers=[("Location", "/hostile/redirect-loop"), ("Content-Length", "0")]))(request)


TRICKLED = head(200, headers=[("Content-Length", str(len(GOOD)))]) + GOOD
CASES["trickle-headers"] = trickle([TRICKLED[i:i + 1] for i in range(len(TRICKLED))], 0.5)
CASES["trickle-body"] = trickle([TRICKLED[: -len(GOOD)]] + [GOOD[i:i + 1] for i in range(len(GOOD))], 0.5)
CASES["redirect-loop"] = loop


# Cases that trap inside swift-corelibs-foundation's URLSession ("Transfer completed, but there's no response"),
# with or without the library (the corpus marks them pending: CorpusCase.platformCrash).
PLATFORM_CRASHES = {"chunked-trailers", "drop-mid-headers"}

# Words in the names of the cases whose bodies are megabytes once read or inflated.
BIG_BODY_WORDS = ("bomb", "over-cap", "huge", "many-items", "long-", "deep-", "forged")


def install(route):
    """Registers the hostile routes with test_server.py's `route` decorator."""

    methods = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")

    def first_page(request, name):
        link = f'</hostile/{name}>; rel="next"'
        return body(FIRST_PAGE, headers=[("Link", link)])(request)

    @route(r"/hostile/(?P<name>[a-z0-9-]+)", methods=methods)
    def hostile(request):
        name = request.params["name"]
        if request.arg("first") == "1":
            return first_page(request, name)
        answer = CASES.get(name)
        if answer is None:
            return body(b'{"error":"no such case"}', status=404)(request)
        return answer(request)

    @route(r"/hostile-index")
    def hostile_index(request):
        quick = [name for name in CASES
                 if not name.startswith(("stall-", "trickle-")) and name not in PLATFORM_CRASHES]
        # Answers that make the client buffer megabytes: each load's peak moves the resident set by more than a
        # thousand ordinary loads grow it, so a slope measured with them is noise.
        small = [name for name in quick if not any(word in name for word in BIG_BODY_WORDS)]
        return body(json.dumps({"quick": quick, "small": small}).encode("utf-8"))(request)

    @route(r"/hostile-echo(?:/.*)?", methods=methods)
    def hostile_echo(request):
        return body(items_document([{"id": 1, "name": request.handler.path}]))(request)
