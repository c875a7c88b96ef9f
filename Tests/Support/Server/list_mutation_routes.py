"""Lists that change between requests, for the loopback test server (registered by test_server.py).

Each list is named by the test (a fresh name per test keeps parallel tests apart) and starts as rows 1...count
("Row n") on its first request. Changes are POSTs, answered with the list's rows after the change.

Routes
------
GET  /mutating-list/{name}/offset?offset=&limit=&count=N&q=&parity=&order=
                                    {"data":{"items":[rows offset..<offset+limit]},"total":N}, over the list's
                                    current rows (created as rows 1...count, 40 by default, on first use); with
                                    `q`, over the rows whose name contains it (case-insensitive), with `parity`
                                    (`odd`, `even`) over the rows with such ids, with `order=desc` in reverse
                                    order; N their count
GET  /mutating-list/{name}/rows?count=N
                                    {"rows":[every row]}: the whole list as it is now, for a test's final
                                    comparison (created as the offset route does on first use)
GET  /mutating-list/{name}/row?id=
                                    {"id":id,"name":…}: one row as it is now (404 when there is none), for a
                                    detail screen's fetch
POST /mutating-list/{name}/insert?id=&text=&at=
                                    inserts {"id":id,"name":text} at index `at` (0, the head, by default)
POST /mutating-list/{name}/delete?id=
                                    removes the row with that id
POST /mutating-list/{name}/edit?id=&text=
                                    renames the row with that id (404 when there is none)
POST /mutating-list/{name}/move?id=&to=
                                    moves the row with that id to index `to` (clamped to the list) of the list
                                    without it (404 when there is none)
"""

import threading

_lists = {}
_lock = threading.Lock()


def _rows(name, count=40):
    """The list called `name`, created as rows 1...count on first use; call with the lock held."""
    if name not in _lists:
        _lists[name] = [{"id": n, "name": f"Row {n}"} for n in range(1, count + 1)]
    return _lists[name]


def register(route, json_response, error_response):
    """Adds this module's routes to the server's route table."""

    @route(r"/mutating-list/(?P<name>[^/]+)/offset")
    def offset(request):
        name = request.params["name"]
        offset = max(0, request.number("offset", 0))
        limit = max(0, request.number("limit", 20))
        query = (request.arg("q") or "").lower()
        with _lock:
            rows = list(_rows(name, max(0, request.number("count", 40))))
        if query:
            rows = [row for row in rows if query in row["name"].lower()]
        parity = request.arg("parity")
        if parity:
            rows = [row for row in rows if row["id"] % 2 == (1 if parity == "odd" else 0)]
        if request.arg("order") == "desc":
            rows.reverse()
        return json_response({"data": {"items": rows[offset:offset + limit]}, "total": len(rows)})

    @route(r"/mutating-list/(?P<name>[^/]+)/rows")
    def whole(request):
        with _lock:
            rows = list(_rows(request.params["name"], max(0, request.number("count", 40))))
        return json_response({"rows": rows})

    @route(r"/mutating-list/(?P<name>[^/]+)/row")
    def one(request):
        row_id = request.number("id", 0)
        with _lock:
            row = next((dict(row) for row in _rows(request.params["name"]) if row["id"] == row_id), None)
        return json_response(row) if row else error_response(404, f"no row {row_id}")

    def changed(request, change):
        """Applies `change` to the request's list under the lock; answers its rows, or 404 when it found no row."""
        with _lock:
            rows = _rows(request.params["name"])
            found = change(rows)
            answer = list(rows)
        return json_response(answer) if found else error_response(404, f"no row {request.arg('id')}")

    def row_index(rows, request):
        row_id = request.number("id", 0)
        return next((index for index, row in enumerate(rows) if row["id"] == row_id), None)

    @route(r"/mutating-list/(?P<name>[^/]+)/insert", methods=("POST",))
    def insert(request):
        row = {"id": request.number("id", 0), "name": request.arg("text") or ""}
        at = request.number("at", 0)
        return changed(request, lambda rows: rows.insert(max(0, min(len(rows), at)), row) or True)

    @route(r"/mutating-list/(?P<name>[^/]+)/delete", methods=("POST",))
    def delete(request):
        def remove(rows):
            index = row_index(rows, request)
            if index is not None:
                del rows[index]
            return True

        return changed(request, remove)

    @route(r"/mutating-list/(?P<name>[^/]+)/edit", methods=("POST",))
    def edit(request):
        def rename(rows):
            index = row_index(rows, request)
            if index is not None:
                rows[index]["name"] = request.arg("text") or ""
            return index is not None

        return changed(request, rename)

    @route(r"/mutating-list/(?P<name>[^/]+)/move", methods=("POST",))
    def move(request):
        def reorder(rows):
            index = row_index(rows, request)
            if index is not None:
                row = rows.pop(index)
                rows.insert(max(0, min(len(rows), request.number("to", 0))), row)
            return index is not None

        return changed(request, reorder)
