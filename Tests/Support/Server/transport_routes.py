"""Hostile transport routes for the loopback test server: bodies that lie about their length, requests that never
end, challenges nobody answers, dropped connections and bodies far over any size cap.

Registered by test_server.py through ``register(server)``, where ``server`` is that script's module (its ``route``
decorator, ``Response`` and hit counters).

Routes
------
GET  /forged-length?declared=N&send=M   200 with Content-Length: N (default 9223372036854775807), sends M bytes
                                        (default 64) of a JSON string, then closes the connection
GET  /basic-auth                        401 with WWW-Authenticate: Basic realm="loopback" and a JSON error body
GET  /trickle-headers?interval=S        writes the status line and headers one byte every S seconds (default
                                        0.2), for at most 120 s, and never finishes them
GET  /trickle-body?interval=S           headers with Content-Length: 1000, then one byte every S seconds
                                        (default 0.2), for at most 120 s
GET  /drop-then-ok/{key}?failures=N&mode=empty|mid-body
                                        the first N requests (default 1) close the connection: with no reply at
                                        all (empty) or after a Content-Length of 100 and 20 bytes (mid-body);
                                        then {"ok":true,"attempts":k}
GET  /huge/{key}?kind=declared|chunked|gzip&bytes=N
                                        a body of N bytes (default 1 GiB): with its Content-Length, chunked in
                                        64 KB chunks, or as a gzip stream of N zero bytes (about N/1030 bytes on
                                        the wire, with its compressed Content-Length and Content-Encoding: gzip)
GET  /transfer/{key}?wait=S             what /huge/{key} did, once it ended (waiting up to S seconds for that):
                                        {"sent": bytes written, "hungUp": whether a write failed because the
                                        client closed the connection, "finished": whether the whole body was
                                        written}; 404 when it has not ended
"""

import json
import threading
import time
import zlib

WRITE_SIZE = 64 * 1024
TRICKLE_LIMIT_SECONDS = 120

TRANSFERS = {}
TRANSFERS_CHANGED = threading.Condition()
GZIP_BODIES = {}
GZIP_LOCK = threading.Lock()


def gzip_of_zeros(size):
    """A gzip stream that inflates to `size` zero bytes, built once per size."""
    with GZIP_LOCK:
        if size not in GZIP_BODIES:
            compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
            block = bytes(1024 * 1024)
            parts = []
            remaining = size
            while remaining > 0:
                count = min(len(block), remaining)
                parts.append(compressor.compress(block[:count]))
                remaining -= count
            parts.append(compressor.flush())
            GZIP_BODIES[size] = b"".join(parts)
        return GZIP_BODIES[size]


def register(server):
    """Adds this module's routes to the server's route table."""

    route = server.route

    @route(r"/forged-length")
    def forged_length(request):
        declared = request.arg("declared", "9223372036854775807")
        send = max(0, request.number("send", 64))
        body = (b'"' + b"x" * max(0, send - 2) + b'"')[:send]
        handler = request.handler
        handler.send_response(200)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", declared)
        handler.end_headers()
        handler.wfile.write(body)
        handler.wfile.flush()
        handler.close_connection = True
        return None

    @route(r"/basic-auth")
    def basic_auth(request):
        return server.error_response(401, "Credentials required", {"WWW-Authenticate": 'Basic realm="loopback"'})

    def trickle(handler, data, interval):
        deadline = time.monotonic() + TRICKLE_LIMIT_SECONDS
        for byte in data:
            if time.monotonic() > deadline:
                break
            handler.wfile.write(bytes([byte]))
            handler.wfile.flush()
            time.sleep(interval)
        handler.close_connection = True

    @route(r"/trickle-headers")
    def trickle_headers(request):
        interval = max(0.01, request.number("interval", 0.2, float))
        head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n" + b"X-Padding: " + b"p" * 10_000
        trickle(request.handler, head, interval)
        return None

    @route(r"/trickle-body")
    def trickle_body(request):
        interval = max(0.01, request.number("interval", 0.2, float))
        handler = request.handler
        handler.send_response(200)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", "1000")
        handler.end_headers()
        handler.wfile.flush()
        trickle(handler, b'"' + b"x" * 998 + b'"', interval)
        return None

    @route(r"/drop-then-ok/(?P<key>[^/]+)")
    def drop_then_ok(request):
        attempt = server.record_hit(request.params["key"])
        if attempt > request.number("failures", 1):
            return server.json_response({"ok": True, "attempts": attempt})
        handler = request.handler
        if request.arg("mode", "empty") == "mid-body":
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", "100")
            handler.end_headers()
            handler.wfile.write(b'{"ok":true,"padding"')
            handler.wfile.flush()
        handler.close_connection = True
        return None

    @route(r"/huge/(?P<key>[^/]+)")
    def huge(request):
        key = request.params["key"]
        kind = request.arg("kind", "declared")
        size = max(0, request.number("bytes", 1024 * 1024 * 1024))
        handler = request.handler
        body = gzip_of_zeros(size) if kind == "gzip" else None
        handler.send_response(200)
        handler.send_header("Content-Type", "application/octet-stream")
        if kind == "chunked":
            handler.send_header("Transfer-Encoding", "chunked")
        elif kind == "gzip":
            handler.send_header("Content-Encoding", "gzip")
            handler.send_header("Content-Length", str(len(body)))
        else:
            handler.send_header("Content-Length", str(size))
        handler.end_headers()
        block = bytes(WRITE_SIZE)
        sent, hung_up = 0, False
        try:
            if body is not None:
                for start in range(0, len(body), WRITE_SIZE):
                    handler.wfile.write(body[start:start + WRITE_SIZE])
                    sent += min(WRITE_SIZE, len(body) - start)
            else:
                while sent < size:
                    piece = block[:min(WRITE_SIZE, size - sent)]
                    handler.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece) if kind == "chunked" else piece)
                    sent += len(piece)
                if kind == "chunked":
                    handler.wfile.write(b"0\r\n\r\n")
            handler.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            hung_up = True
        total = len(body) if body is not None else size
        with TRANSFERS_CHANGED:
            TRANSFERS[key] = {"sent": sent, "hungUp": hung_up, "finished": not hung_up and sent >= total}
            TRANSFERS_CHANGED.notify_all()
        handler.close_connection = True
        return None

    @route(r"/transfer/(?P<key>[^/]+)")
    def transfer(request):
        key = request.params["key"]
        with TRANSFERS_CHANGED:
            TRANSFERS_CHANGED.wait_for(lambda: key in TRANSFERS, timeout=max(0.0, request.number("wait", 0.0, float)))
            record = TRANSFERS.get(key)
        if record is None:
            return server.error_response(404, "No transfer yet")
        return server.Response(200, json.dumps(record).encode("utf-8"))
