"""Routes for lists that refresh when the service invalidates their pages
(Tests/ResourcePagingTests/PagedListInvalidationTests.swift).

Registered by test_server.py through ``register(server)``, where ``server`` is that script's module. Every route
is named by the client (``{key}``), so tests running in parallel never share state. A list starts with rows 1...6,
newest first; adding a row puts the next id at the head and raises the list's version, whose ETag is
``"v<version>"``.

Routes
------
GET  /invalidation/{key}/rows?page=P    {"items":[{"id","name"}...],"total_pages":T}: page P (from 1) of three
                                        rows, newest first, with ETag "v<version>" and Cache-Control: max-age=600;
                                        a request whose If-None-Match is the current ETag gets 304 with no body;
                                        with delay=S (at most 120), answered after S seconds (a slow list)
POST /invalidation/{key}/rows           adds a row at the head and raises the version: {"id":n}
GET  /invalidation/{key}/stats          {"requests":r,"full":f,"notModified":m,"conditional":c}: the row requests
                                        {key} got, the full and 304 answers, and how many sent If-None-Match
"""

import threading
import time

LOCK = threading.Lock()
STATE = {}  # key -> {"rows", "version", "requests", "full", "notModified", "conditional"}
PAGE_SIZE = 3


def state_for(key):
    with LOCK:
        return STATE.setdefault(key, {"rows": list(range(6, 0, -1)), "version": 1, "requests": 0, "full": 0,
                                      "notModified": 0, "conditional": 0})


def register(server):
    """Adds this module's routes to the server's route table."""

    route = server.route
    Response = server.Response
    json_response = server.json_response

    @route(r"/invalidation/(?P<key>[^/]+)/rows", methods=("GET", "POST"))
    def rows(request):
        state = state_for(request.params["key"])
        if request.method == "POST":
            with LOCK:
                row = max(state["rows"]) + 1
                state["rows"].insert(0, row)
                state["version"] += 1
            return json_response({"id": row})
        page = max(1, request.number("page", 1))
        delay = request.number("delay", 0.0, float)
        if delay > 0:
            time.sleep(min(delay, 120.0))
        with LOCK:
            etag = f'"v{state["version"]}"'
            headers = {"ETag": etag, "Cache-Control": "max-age=600"}
            sent = request.headers.get("if-none-match")
            state["requests"] += 1
            if sent is not None:
                state["conditional"] += 1
            if sent == etag:
                state["notModified"] += 1
                return Response(304, b"", None, headers)
            state["full"] += 1
            listed = state["rows"][(page - 1) * PAGE_SIZE:page * PAGE_SIZE]
            total_pages = (len(state["rows"]) + PAGE_SIZE - 1) // PAGE_SIZE
        items = [{"id": n, "name": f"Row {n}"} for n in listed]
        return json_response({"items": items, "total_pages": total_pages}, headers=headers)

    @route(r"/invalidation/(?P<key>[^/]+)/stats")
    def stats(request):
        state = state_for(request.params["key"])
        with LOCK:
            return json_response({name: state[name] for name in ("requests", "full", "notModified", "conditional")})
