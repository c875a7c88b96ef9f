"""Routes for big transfers: an upload that counts what it received, and a download that stalls half-way.

The large body with a declared or a chunked length is /big?bytes=&chunked= (test_server.py).

Routes
------
POST /transfers/upload                      {"bytes": n, "sha256": hex} of the request body received
GET  /transfers/stall?bytes=N&total=M       declares Content-Length M (default 2 N), sends N bytes of "x", then
                                            holds the connection open for up to 10 seconds without sending more
                                            (a download to cancel while it is under way)
"""

import hashlib
import time

STALL_LIMIT_SECONDS = 10


def register(route, json_response):
    """Adds this module's routes to the server's route table."""

    @route(r"/transfers/upload", methods=("POST", "PUT"))
    def upload(request):
        body = request.body or b""
        return json_response({"bytes": len(body), "sha256": hashlib.sha256(body).hexdigest()})

    @route(r"/transfers/stall")
    def stall(request):
        sent = max(1, request.number("bytes", 65536))
        total = max(sent + 1, request.number("total", 2 * sent))
        handler = request.handler
        handler.send_response(200)
        handler.send_header("Content-Type", "application/octet-stream")
        handler.send_header("Content-Length", str(total))
        handler.end_headers()
        try:
            handler.wfile.write(b"x" * sent)
            handler.wfile.flush()
            deadline = time.monotonic() + STALL_LIMIT_SECONDS
            while time.monotonic() < deadline:
                time.sleep(0.05)
                # A closed connection shows as readable with nothing to read: stop holding it then.
                handler.connection.settimeout(0)
                try:
                    if handler.connection.recv(1) == b"":
                        break
                except BlockingIOError:
                    pass
                finally:
                    handler.connection.settimeout(None)
        except (BrokenPipeError, ConnectionResetError, OSError):
            pass
        handler.close_connection = True
        return None
