"""Routes for the end-to-end refetch benchmark (Sources/ResourceLoaderBenchmarks/LoopbackRefetchBenchmark.swift).

Registered by test_server.py through ``register(route, Response)``. A list is named by the client (``{key}``), so
runs never share state. Its rows are 1...count, ``{"id":n,"name":"Row n"}``, served in offset pages as the
/list/offset route does. Every request for the first page (offset 0) of a key starts that key's next version; the
other pages are served at the key's current version. What a version changes is the ``change`` parameter:

- ``none``: nothing (every version serves the same rows);
- ``one``: the middle row's name is "Renamed" in odd versions;
- ``all``: every row's name ends with " v1" in odd versions.

Bodies are built once per (count, offset, limit, change, parity) and kept, so the server's time per request is the
sending of bytes, not the building of JSON.

Routes
------
GET  /refetch/{key}/rows?count=N&offset=O&limit=L&change=none|one|all
                                        {"data":{"items":[...]},"total":N}
"""

import json
import threading

LOCK = threading.Lock()
VERSIONS = {}  # key -> the version the key serves now
BODIES = {}  # (count, offset, limit, change, parity) -> bytes
CHANGES = ("none", "one", "all")


def body(count, offset, limit, change, parity):
    """The JSON body of one page at one version's parity, built once."""
    cache_key = (count, offset, limit, change, parity)
    with LOCK:
        cached = BODIES.get(cache_key)
    if cached is not None:
        return cached
    rows = []
    for n in range(offset + 1, min(count, offset + limit) + 1):
        name = f"Row {n}"
        if parity == 1 and change == "one" and n == (count + 1) // 2:
            name = "Renamed"
        elif parity == 1 and change == "all":
            name = f"Row {n} v1"
        rows.append({"id": n, "name": name})
    data = json.dumps({"data": {"items": rows}, "total": count}, separators=(",", ":")).encode("utf-8")
    with LOCK:
        BODIES[cache_key] = data
    return data


def register(route, Response, error_response):
    """Adds this module's routes to the server's route table."""

    @route(r"/refetch/(?P<key>[^/]+)/rows")
    def rows(request):
        count = max(0, min(request.number("count", 100), 1_000_000))
        offset = max(0, request.number("offset", 0))
        limit = max(0, min(request.number("limit", 100), 1_000_000))
        change = request.arg("change", "none")
        if change not in CHANGES:
            return error_response(400, f"change must be one of {', '.join(CHANGES)}")
        key = request.params["key"]
        with LOCK:
            version = VERSIONS.get(key, -1)
            if offset == 0:
                version += 1
            VERSIONS[key] = max(0, version)
            version = VERSIONS[key]
        return Response(200, body(count, offset, limit, change, version % 2), "application/json", {})
