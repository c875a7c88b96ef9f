#!/usr/bin/env python3
"""Loopback HTTP/1.1 server for ResourceLoader's integration tests and benchmarks.

Standard library only. Binds 127.0.0.1 on an ephemeral port (or ``--port``), prints exactly
``PORT <n>`` as its first stdout line, and exits by itself when its stdin reaches EOF (so it never
outlives the test process that started it) or after ``--max-seconds`` (default 1800).

Every response carries Content-Length unless a route says otherwise. JSON bodies are UTF-8 with
``Content-Type: application/json``. GET routes also answer HEAD (headers only).

Routes
------
GET  /users?offset=&limit=&q=       {"data":{"items":[user...]},"total":N}: N is 100, or with q the number of
                                    users whose name or username contains q (ignoring case); with an ETag,
                                    and 304 to a matching If-None-Match
GET  /users/{id}                    one user, or 404
GET  /users/{id}/posts              {"data":{"items":[{"id","userId","title","body"}...]}}, 2-4 per user

The /users routes serve the same shapes as the demo's embedded sample API (Sources/ResourceLoaderDemo/
SampleAPI.swift), so `resourceloader-demo --base-url http://127.0.0.1:<port>` works against this server.
ANY  /echo[/anything]               {"method","path","rawQuery","query","headers","body"}
GET  /status/{code}[?format=html]   that status with a JSON (or HTML) error body
GET  /html                          an HTML page
GET  /empty                         200 with an empty body
GET  /no-content                    204
GET  /truncated                     Content-Length: 100, sends 20 bytes, closes the connection
GET  /malformed                     200 with cut-off JSON (Content-Length matches what is sent)
GET  /drop                          closes the connection without any response
GET  /slow?seconds=S                sleeps S seconds, then {"slow":true}
GET  /flaky/{key}?failures=N&status=503&retry_after=R
                                    the first N requests fail with `status` (and Retry-After: R when
                                    given), then {"ok":true,"attempts":k}
GET  /counted/{key}?delay=S         optional sleep, then {"key","hits"}
GET  /hits/{key}                    {"hits":k}: requests /flaky/{key} and /counted/{key} received
GET  /redirect?to=URL&status=302    redirect to URL (absolute or relative)
GET  /big?bytes=N&chunked=0|1       a JSON document of about N bytes; chunked=1 streams it with
                                    Transfer-Encoding: chunked in 16 KB chunks and no Content-Length
GET  /page?items=N                  {"data":{"items":[...]}} of N rich items (N=100 is about 20 KB)
GET  /headers/{name}                {"value": that request header, or null}
GET  /list/{style}?count=N&q=...    paging over rows 1...N ("Row n", filtered by q), one route per style:
                                    offset (offset, limit; {"data":{"items"},"total"}), pages (page,
                                    per_page; {"items","total_pages"}), range (from, to inclusive; [...]),
                                    cursor (after, before, first; relay-style data.feed.page_info), stripe
                                    (starting_after, ending_before, limit; {"data","has_more"}), link
                                    (page, per_page; Link header), jsonapi (page, size; links.next/prev)

Hostile transport routes (/forged-length, /basic-auth, /trickle-headers, /trickle-body, /drop-then-ok, /huge,
/transfer) are listed in transport_routes.py.
Big-transfer routes (/transfers/upload, /transfers/stall) are listed in transfer_routes.py.
The offline queue's mutation endpoint (/offline/{name}/...: idempotency keys applied once) is in
offline_mutation_routes.py.
Fault-soak routes (/soak/...) for the paginator's soak suite are listed in soak_routes.py.
Paging edge-case routes (/paging-edge/...) are listed in paging_edge_routes.py.
Hostile responses for the bad-input corpus (/hostile/{name}, /hostile-echo) live in hostile_routes.py; its
docstring lists them.
HTTP cache routes (/cache/..., with ETag, Last-Modified, 304 and counters) are listed in cache_routes.py.
Scripted HTTP cache conformance routes (/rfc/...) are listed in rfc_cache_routes.py.
Authentication routes (/auth/{realm}/...: a protected route, token refresh and rotation) are listed in auth_routes.py.
Invalidation routes (/invalidation/{key}/...: a list that gains a row at its head) are listed in invalidation_routes.py.
Lists that change between requests (/mutating-list/{name}/...: inserts, deletes, edits) are listed in
list_mutation_routes.py.
Lists whose refetch finds their rows unchanged, one row changed or all rows changed (/refetch/{key}/rows) are listed in
refetch_routes.py.

Adding a route: write a function taking a ``Request`` and returning a ``Response`` (or ``None``
when it wrote to ``request.handler`` itself), and decorate it with ``@route(r"/path/(?P<name>...)")``.
"""

import argparse
import hashlib
import json
import os
import re
import signal
import socket
import sys
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, quote, unquote

CHUNK_SIZE = 16 * 1024
ALL_METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")

# ---------------------------------------------------------------------------------------------
# Requests, responses and the route table


class BadRequest(Exception):
    """Raised by a route when a query parameter is invalid; answered with 400."""


@dataclass
class Request:
    """What a route sees: the parsed request plus the raw handler for routes that write directly."""

    handler: BaseHTTPRequestHandler
    method: str
    path: str
    raw_query: str
    headers: dict
    body: bytes | None
    params: dict

    @property
    def query(self):
        return parse_qs(self.raw_query, keep_blank_values=True)

    def arg(self, name, default=None):
        values = self.query.get(name)
        return values[0] if values else default

    def number(self, name, default, kind=int):
        value = self.arg(name)
        if value is None or value == "":
            return default
        try:
            return kind(value)
        except ValueError:
            raise BadRequest(f"query parameter {name!r} must be a number, got {value!r}") from None


@dataclass
class Response:
    status: int = 200
    body: bytes = b""
    content_type: str | None = "application/json"
    headers: dict = field(default_factory=dict)


def json_response(value, status=200, headers=None):
    body = json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return Response(status, body, "application/json", headers or {})


def error_response(status, message, headers=None):
    return json_response({"error": {"code": status, "message": message}}, status, headers)


def html_response(title, text, status=200):
    page = f"<!DOCTYPE html>\n<html><head><title>{title}</title></head><body><h1>{title}</h1><p>{text}</p></body></html>\n"
    return Response(status, page.encode("utf-8"), "text/html; charset=utf-8")


ROUTES = []  # (compiled path pattern, allowed methods, function), matched in order


def route(pattern, methods=("GET",)):
    """Registers the decorated function for paths fully matching `pattern`; GET routes also answer HEAD."""

    allowed = set(methods) | ({"HEAD"} if "GET" in methods else set())

    def register(function):
        ROUTES.append((re.compile(pattern + r"\Z"), frozenset(allowed), function))
        return function

    return register


# ---------------------------------------------------------------------------------------------
# Sample data: 100 users with a few posts each, and rich items for benchmarks

FIRST_NAMES = ["Ann", "Ben", "Chloé", "Dev", "Eva", "Finn", "Grace", "Hugo", "Iris", "Jonas",
               "Kira", "Liam", "Mei", "Nora", "Omar", "Pia", "Quinn", "Rosa", "Sam", "Tariq"]
LAST_NAMES = [("Lee", "lee"), ("Smith", "smith"), ("García", "garcia"), ("O'Neil", "oneil"),
              ("Nakamura", "nakamura"), ("Kowalski", "kowalski"), ("Okafor", "okafor"), ("Jensen", "jensen"),
              ("Müller", "muller"), ("Rossi", "rossi"), ("Silva", "silva"), ("Novak", "novak"),
              ("Dubois", "dubois"), ("Patel", "patel"), ("Kim", "kim"), ("Haddad", "haddad"),
              ("Moreau", "moreau"), ("Larsen", "larsen"), ("Ivanova", "ivanova"), ("Brown", "brown")]
ASCII_FIRST = {"Chloé": "chloe"}


def make_user(user_id):
    index = user_id - 1
    first = FIRST_NAMES[index % 20]
    round_ = index // 20
    last, last_slug = LAST_NAMES[(index * 7 + round_) % 20]  # unique (first, last) for 100 users
    first_slug = ASCII_FIRST.get(first, first.lower())
    username = first_slug if round_ == 0 else f"{first_slug}{round_ + 1}"
    return {"id": user_id, "name": f"{first} {last}", "email": f"{first_slug}.{last_slug}@example.com",
            "username": username}


USERS = [make_user(user_id) for user_id in range(1, 101)]
TOPICS = ["caching", "paging", "retries", "diffing", "search", "offline mode", "timeouts", "decoding"]


def posts_for(user_id):
    return [{"id": (user_id - 1) * 4 + number,
             "userId": user_id,
             "title": f"Notes on {TOPICS[(user_id + number) % len(TOPICS)]} #{number}",
             "body": f"Post {number} by user {user_id} about {TOPICS[(user_id * number) % len(TOPICS)]}."}
            for number in range(1, 2 + user_id % 3 + 1)]


def page_item(item_id):
    user = USERS[(item_id - 1) % len(USERS)]
    topic = TOPICS[item_id % len(TOPICS)]
    bio = f"{user['name']} writes about {topic} and keeps list number {item_id} tidy, sorted and free of duplicates."
    return {"id": item_id, "name": user["name"], "email": user["email"], "bio": bio[:100].ljust(100, "."),
            "tags": [topic, TOPICS[(item_id * 3) % len(TOPICS)], f"group-{item_id % 10}"],
            "score": round((item_id * 37 % 1000) / 10 + 0.25, 2), "active": item_id % 3 != 0}


# ---------------------------------------------------------------------------------------------
# Per-key hit counters (flaky and counted routes)

HITS = {}
HITS_LOCK = threading.Lock()


def record_hit(key):
    with HITS_LOCK:
        HITS[key] = HITS.get(key, 0) + 1
        return HITS[key]


# ---------------------------------------------------------------------------------------------
# Routes


@route(r"/users")
def list_users(request):
    offset = max(0, request.number("offset", 0))
    limit = max(0, request.number("limit", 20))
    text = (request.arg("q") or "").casefold()
    users = [user for user in USERS
             if text in user["name"].casefold() or text in user["username"].casefold()] if text else USERS
    response = json_response({"data": {"items": users[offset:offset + limit]}, "total": len(users)})
    etag = '"' + hashlib.sha256(response.body).hexdigest()[:16] + '"'  # so the demo's --cache revalidates
    if request.headers.get("if-none-match") == etag:
        return Response(304, b"", None, {"ETag": etag})
    response.headers["ETag"] = etag
    return response


@route(r"/users/(?P<id>\d+)")
def show_user(request):
    user_id = int(request.params["id"])
    if not 1 <= user_id <= len(USERS):
        return error_response(404, f"No user {user_id}")
    return json_response(USERS[user_id - 1])


@route(r"/users/(?P<id>\d+)/posts")
def user_posts(request):
    user_id = int(request.params["id"])
    if not 1 <= user_id <= len(USERS):
        return error_response(404, f"No user {user_id}")
    return json_response({"data": {"items": posts_for(user_id)}})


@route(r"/echo(?:/.*)?", methods=ALL_METHODS)
def echo(request):
    body = request.body.decode("utf-8", errors="replace") if request.body else None
    return json_response({"method": request.method, "path": request.path, "rawQuery": request.raw_query,
                          "query": request.query, "headers": request.headers, "body": body})


@route(r"/status/(?P<code>\d{3})")
def status(request):
    code = int(request.params["code"])
    if request.arg("format") == "html":
        return html_response(f"Error {code}", f"Status {code}", code)
    return error_response(code, f"Status {code}")


@route(r"/html")
def html(request):
    return html_response("ResourceLoader test server", "This is not JSON.")


@route(r"/empty")
def empty(request):
    return Response(200, b"", "application/json")


@route(r"/no-content")
def no_content(request):
    return Response(204, b"", None)


@route(r"/truncated")
def truncated(request):
    document = json.dumps({"id": 1, "name": "Ann Lee", "padding": "x" * 100}).encode("utf-8")
    handler = request.handler
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", "100")
    handler.end_headers()
    handler.wfile.write(document[:20])
    handler.wfile.flush()
    handler.close_connection = True
    return None


@route(r"/malformed")
def malformed(request):
    return Response(200, b'{"id": 1, "name": ', "application/json")


@route(r"/drop")
def drop(request):
    request.handler.close_connection = True
    return None


@route(r"/slow")
def slow(request):
    time.sleep(max(0.0, request.number("seconds", 1.0, float)))
    return json_response({"slow": True})


@route(r"/flaky/(?P<key>[^/]+)")
def flaky(request):
    attempt = record_hit(request.params["key"])
    if attempt <= request.number("failures", 1):
        code = request.number("status", 503)
        retry_after = request.arg("retry_after")
        headers = {"Retry-After": retry_after} if retry_after is not None else {}
        return error_response(code, f"Attempt {attempt} fails on purpose", headers)
    return json_response({"ok": True, "attempts": attempt})


@route(r"/counted/(?P<key>[^/]+)")
def counted(request):
    key = request.params["key"]
    hits = record_hit(key)
    time.sleep(max(0.0, request.number("delay", 0.0, float)))
    return json_response({"key": key, "hits": hits})


@route(r"/hits/(?P<key>[^/]+)")
def hits(request):
    with HITS_LOCK:
        return json_response({"hits": HITS.get(request.params["key"], 0)})


@route(r"/redirect")
def redirect(request):
    target = request.arg("to")
    if target is None:
        raise BadRequest("query parameter 'to' is required")
    return Response(request.number("status", 302), b"", None, {"Location": target})


@route(r"/big")
def big(request):
    size = max(0, request.number("bytes", 1024 * 1024))
    chunked = request.arg("chunked", "0") == "1"
    head, tail = b'{"padding":"', b'"}'
    padding = max(0, size - len(head) - len(tail))
    handler = request.handler
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json")
    if chunked:
        handler.send_header("Transfer-Encoding", "chunked")
    else:
        handler.send_header("Content-Length", str(len(head) + padding + len(tail)))
    handler.end_headers()
    if request.method == "HEAD":
        return None

    def pieces():
        yield head
        remaining = padding
        while remaining > 0:
            count = min(CHUNK_SIZE, remaining)
            yield b"x" * count
            remaining -= count
        yield tail

    for piece in pieces():
        if chunked:
            handler.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
        else:
            handler.wfile.write(piece)
    if chunked:
        handler.wfile.write(b"0\r\n\r\n")
    return None


@route(r"/page")
def page(request):
    count = max(0, request.number("items", 100))
    return json_response({"data": {"items": [page_item(item_id) for item_id in range(1, count + 1)]}})


# ---------------------------------------------------------------------------------------------
# Paging routes: one per paging style, over rows 1...count ("Row n"), filtered by q (substring of the name)


def list_rows(request):
    count = max(0, request.number("count", 100))
    rows = [{"id": n, "name": f"Row {n}"} for n in range(1, count + 1)]
    text = (request.arg("q") or "").lower()
    return [row for row in rows if text in row["name"].lower()] if text else rows


def search_suffix(request):
    """The search of a request, to carry into the links it hands out (as GitHub keeps `q` in its links)."""
    text = request.arg("q")
    return f"&q={quote(text, safe='')}" if text else ""


@route(r"/list/offset")
def list_offset(request):
    rows = list_rows(request)
    offset = max(0, request.number("offset", 0))
    limit = max(0, request.number("limit", 20))
    return json_response({"data": {"items": rows[offset:offset + limit]}, "total": len(rows)})


@route(r"/list/pages")
def list_pages(request):
    rows = list_rows(request)
    page = max(1, request.number("page", 1))
    size = max(1, request.number("per_page", 20))
    pages = (len(rows) + size - 1) // size
    return json_response({"items": rows[(page - 1) * size:page * size], "total_pages": pages})


@route(r"/list/range")
def list_range(request):
    rows = list_rows(request)
    start = max(0, request.number("from", 0))
    end = request.number("to", start + 19)
    return json_response(rows[start:end + 1])


@route(r"/list/cursor")
def list_cursor(request):
    rows = list_rows(request)
    size = max(1, request.number("first", 20))
    ids = [f"c{row['id']}" for row in rows]
    after, before = request.arg("after"), request.arg("before")
    if after is not None:
        if after not in ids:
            return error_response(400, "unknown cursor")
        start = ids.index(after) + 1
        window = range(start, min(len(rows), start + size))
    elif before is not None:
        if before not in ids:
            return error_response(400, "unknown cursor")
        end = ids.index(before)
        window = range(max(0, end - size), end)
    else:
        window = range(0, min(len(rows), size))
    items = [rows[i] for i in window]
    page_info = {"end_cursor": f"c{items[-1]['id']}" if items else None,
                 "has_next_page": window.stop < len(rows),
                 "start_cursor": f"c{items[0]['id']}" if items else None,
                 "has_previous_page": window.start > 0}
    return json_response({"data": {"feed": {"edges": items, "page_info": page_info}}})


@route(r"/list/stripe")
def list_stripe(request):
    rows = list_rows(request)
    limit = max(1, request.number("limit", 10))
    ids = [str(row["id"]) for row in rows]
    after, before = request.arg("starting_after"), request.arg("ending_before")
    if after is not None:
        start = ids.index(after) + 1 if after in ids else len(rows)
        items, has_more = rows[start:start + limit], start + limit < len(rows)
    elif before is not None:
        end = ids.index(before) if before in ids else 0
        items, has_more = rows[max(0, end - limit):end], end - limit > 0
    else:
        items, has_more = rows[:limit], limit < len(rows)
    return json_response({"object": "list", "data": items, "has_more": has_more})


@route(r"/list/link")
def list_link(request):
    rows = list_rows(request)
    page = max(1, request.number("page", 1))
    size = max(1, request.number("per_page", 20))
    count = request.number("count", 100)
    search = search_suffix(request)
    last = max(1, (len(rows) + size - 1) // size)
    links = []
    if page < last:
        links.append(f'</list/link?page={page + 1}&per_page={size}&count={count}{search}>; rel="next"')
    if page > 1:
        base = f"http://127.0.0.1:{request.handler.server.server_address[1]}"
        links.append(f"<{base}/list/link?page={page - 1}&per_page={size}&count={count}{search}>; rel=prev")
    links.append(f'</list/link?page={last}&per_page={size}&count={count}{search}>; rel="last"')
    return json_response(rows[(page - 1) * size:page * size], headers={"Link": ", ".join(links)})


@route(r"/list/jsonapi")
def list_jsonapi(request):
    rows = list_rows(request)
    page = max(1, request.number("page", 1))
    size = max(1, request.number("size", 20))
    count = request.number("count", 100)
    search = search_suffix(request)
    links = {}
    if page * size < len(rows):
        links["next"] = f"/list/jsonapi?page={page + 1}&size={size}&count={count}{search}"
    if page > 1:
        links["prev"] = f"/list/jsonapi?page={page - 1}&size={size}&count={count}{search}"
    return json_response({"data": rows[(page - 1) * size:page * size], "links": links})


@route(r"/headers/(?P<name>[^/]+)")
def header_value(request):
    return json_response({"value": request.headers.get(unquote(request.params["name"]).lower())})


import transport_routes  # noqa: E402 - a module of routes of its own, registered here
import soak_routes  # noqa: E402 - its docstring lists its routes
import paging_edge_routes  # noqa: E402 - its docstring lists its routes
import cache_routes  # noqa: E402 - its docstring lists its routes

transport_routes.register(sys.modules[__name__])
soak_routes.register(route, json_response, error_response, html_response, Response)
paging_edge_routes.register(route, json_response)
cache_routes.register(sys.modules[__name__])
import hostile_routes  # noqa: E402 - the bad-input corpus's routes, registered after the ones above

hostile_routes.install(route)
import auth_routes  # noqa: E402 - its docstring lists its routes

auth_routes.register(sys.modules[__name__])
__import__("invalidation_routes").register(sys.modules[__name__])  # its docstring lists its routes
import list_mutation_routes  # noqa: E402 - lists that change between requests; its docstring lists its routes
list_mutation_routes.register(route, json_response, error_response)
__import__("concurrency_routes").register(route, json_response)  # its docstring lists its routes
__import__("transfer_routes").register(route, json_response)  # its docstring lists its routes
__import__("offline_mutation_routes").register(route, json_response, error_response)  # its docstring lists them
__import__("refetch_routes").register(route, Response, error_response)  # its docstring lists its routes

# --- HTTP cache conformance routes (rfc_cache_routes.py; its docstring lists them) ---
__import__("rfc_cache_routes").register(sys.modules[__name__])

# ---------------------------------------------------------------------------------------------
# HTTP plumbing


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "ResourceLoaderTestServer/1.0"

    def log_message(self, format, *args):  # noqa: A002 - silence per-request logging
        pass

    def read_body(self):
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            body = bytearray()
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass  # skip trailers
                    return bytes(body)
                body += self.rfile.read(size)
                self.rfile.readline()
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else None

    def send(self, response):
        self.send_response(response.status)
        for name, value in response.headers.items():
            self.send_header(name, value)
        bodiless = response.status in (204, 304) or response.status < 200
        if not bodiless:
            if response.content_type:
                self.send_header("Content-Type", response.content_type)
            self.send_header("Content-Length", str(len(response.body)))
        self.end_headers()
        if not bodiless and self.command != "HEAD":
            self.wfile.write(response.body)

    def dispatch(self):
        path, _, raw_query = self.path.partition("?")
        try:
            body = self.read_body()
        except ValueError:
            self.close_connection = True
            return self.send(error_response(400, "Malformed request body"))
        headers = {}
        for name, value in self.headers.items():
            name = name.lower()
            headers[name] = f"{headers[name]}, {value}" if name in headers else value
        path_matched = False
        for pattern, methods, function in ROUTES:
            match = pattern.match(path)
            if not match:
                continue
            path_matched = True
            if self.command not in methods:
                continue
            request = Request(self, self.command, path, raw_query, headers, body, match.groupdict())
            try:
                response = function(request)
            except BadRequest as error:
                response = error_response(400, str(error))
            if response is not None:
                self.send(response)
            return None
        if path_matched:
            return self.send(error_response(405, f"{self.command} is not allowed on {path}"))
        return self.send(error_response(404, f"No route for {path}"))

    def handle_one_request(self):
        try:
            super().handle_one_request()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client went away (for instance during /slow or /big)

    do_GET = do_HEAD = do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = dispatch


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    # The suites open many connections at once; socketserver's default backlog of 5 overflowed about once a full
    # run, and the kernel then drops the connection's SYN: the client waits a second before it tries again.
    request_queue_size = 128

    def get_request(self):
        connection, address = super().get_request()
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return connection, address


def exit_when_stdin_closes():
    while sys.stdin.buffer.read(65536):
        pass
    os._exit(0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0, help="port to bind on 127.0.0.1 (0: any free port)")
    parser.add_argument("--max-seconds", type=float, default=1800, help="exit after this many seconds")
    arguments = parser.parse_args()
    # A launcher may hand us a blocked signal mask (Foundation's Process on Linux does); unblock so that
    # SIGTERM / SIGINT stop the server.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT, signal.SIGHUP})

    server = Server(("127.0.0.1", arguments.port), Handler)
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    timer = threading.Timer(arguments.max_seconds, os._exit, args=(0,))
    timer.daemon = True
    timer.start()
    sys.stdout.write(f"PORT {server.server_address[1]}\n")
    sys.stdout.flush()
    server.serve_forever()


if __name__ == "__main__":
    main()
