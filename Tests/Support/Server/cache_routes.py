"""HTTP cache routes for the service's caching tests (Tests/ResourceLoaderTests/Caching/ServiceCache*.swift) and
the `cache` benchmark suite.

Registered by test_server.py through ``register(server)``, where ``server`` is that script's module. Every route
is named by the client (``{key}``), so tests running in parallel never share state. A document has a version
(starting at 1) that ``/cache/bump/{key}`` raises; its ETag is ``"v<version>"`` and its Last-Modified a fixed date
plus one day per version.

Routes
------
GET  /cache/etag/{key}?items=N&max_age=S&validator=etag|date|both&control=TEXT
                                    {"key","version","items":[...]} (N items, default 3, about 200 bytes each) with
                                    ETag and/or Last-Modified (default both) and Cache-Control: max-age=S (default
                                    0), or exactly TEXT when given (for instance no-store); items=5000 is about
                                    1 MB, encoded once per version; a request whose
                                    If-None-Match or If-Modified-Since matches the current version gets 304 with
                                    no body
GET  /cache/plain/{key}?control=TEXT
                                    the same document with no validator, and Cache-Control: TEXT when given
GET  /cache/pages/{key}?page=P      {"items":[...],"total_pages":3}: three pages of two rows, with ETag
POST /cache/bump/{key}              raises the version of {key}: {"version":v}
GET  /cache/stats/{key}             {"full":n,"notModified":m,"conditional":c,"authorizations":[...]}: the
                                    full-body and 304 answers {key} got (pages count under {key}), how many
                                    requests were conditional, and the Authorization headers seen, in order
"""

import json
import threading
from email.utils import formatdate

LOCK = threading.Lock()
STATE = {}  # key -> {"version", "full", "notModified", "conditional", "authorizations"}

BASE_DATE = 1_700_000_000  # the Last-Modified of version 1; each version adds a day


def state_for(key):
    with LOCK:
        return STATE.setdefault(
            key, {"version": 1, "full": 0, "notModified": 0, "conditional": 0, "authorizations": []})


def register(server):
    """Adds this module's routes to the server's route table."""

    route = server.route
    Response = server.Response
    json_response = server.json_response

    encoded = {}  # (key, version, count) -> the JSON body, so a large document is encoded once

    def document(key, version, count):
        with LOCK:
            body = encoded.get((key, version, count))
        if body is None:
            items = [{"id": n, "name": f"Item {n} of {key}", "text": "x" * 160, "version": version}
                     for n in range(1, count + 1)]
            body = json.dumps({"key": key, "version": version, "items": items}, separators=(",", ":")).encode()
            with LOCK:
                encoded[(key, version, count)] = body
        return body

    def validators(version, kind):
        headers = {}
        if kind in ("etag", "both"):
            headers["ETag"] = f'"v{version}"'
        if kind in ("date", "both"):
            headers["Last-Modified"] = formatdate(BASE_DATE + 86_400 * (version - 1), usegmt=True)
        return headers

    def answer(request, key, body_value, kind, control):
        state = state_for(key)
        headers = validators(state["version"], kind)
        headers["Cache-Control"] = control
        etag = request.headers.get("if-none-match")
        since = request.headers.get("if-modified-since")
        with LOCK:
            state["authorizations"].append(request.headers.get("authorization"))
            if etag is not None or since is not None:
                state["conditional"] += 1
            if etag is not None:
                matches = etag == headers.get("ETag")
            else:
                matches = since is not None and since == headers.get("Last-Modified")
            if matches:
                state["notModified"] += 1
                return Response(304, b"", None, headers)
            state["full"] += 1
        value = body_value(state["version"])
        if isinstance(value, bytes):
            return Response(200, value, "application/json", headers)
        return json_response(value, headers=headers)

    @route(r"/cache/etag/(?P<key>[^/]+)")
    def etag(request):
        key = request.params["key"]
        count = max(0, request.number("items", 3))
        control = request.arg("control") or f"max-age={max(0, request.number('max_age', 0))}"
        kind = request.arg("validator", "both")
        return answer(request, key, lambda version: document(key, version, count), kind, control)

    @route(r"/cache/plain/(?P<key>[^/]+)")
    def plain(request):
        key = request.params["key"]
        control = request.arg("control") or "no-cache"
        return answer(request, key, lambda version: document(key, version, 3), "none", control)

    @route(r"/cache/pages/(?P<key>[^/]+)")
    def pages(request):
        key = request.params["key"]
        page = max(1, request.number("page", 1))
        rows = [{"id": n, "name": f"Row {n}"} for n in range((page - 1) * 2 + 1, page * 2 + 1)]
        return answer(request, key, lambda version: {"items": rows, "total_pages": 3}, "etag", "max-age=600")

    @route(r"/cache/bump/(?P<key>[^/]+)", methods=("POST",))
    def bump(request):
        state = state_for(request.params["key"])
        with LOCK:
            state["version"] += 1
            return json_response({"version": state["version"]})

    @route(r"/cache/stats/(?P<key>[^/]+)")
    def stats(request):
        state = state_for(request.params["key"])
        with LOCK:
            return json_response({name: state[name] for name in ("full", "notModified", "conditional", "authorizations")})
