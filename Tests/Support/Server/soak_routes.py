"""Fault-soak routes for the paginator's soak suite (Tests/ResourcePagingTests/PaginatorFaultSoakTests.swift).

Registered into test_server.py's route table by ``register(...)``. Every list is named by the client
(``list=NAME``) and lives in the server's memory: rows ``1...count`` ("Row n") on first use. One request in five
(``faults=0.2``) is answered by a fault drawn from FAULTS with a generator seeded by the list's name. Offset-style
routes (offset, pages, range) with ``drift=1`` also insert a row at the head and delete a row not yet served
after every request, so a forward walk sees shifted pages but can lose nothing.

Routes
------
GET  /soak/offset?list=&count=&offset=&limit=&faults=&drift=   {"data":{"items":[...]},"total":N}
GET  /soak/pages?list=&count=&page=&per_page=&faults=&drift=   {"items":[...],"total_pages":N} (first page 1)
GET  /soak/range?list=&count=&from=&to=&faults=&drift=         [...] rows from..to inclusive
GET  /soak/cursor?list=&count=&after=&before=&first=&faults=   relay style: data.feed.edges + data.feed.page_info
GET  /soak/link?list=&count=&page=&per_page=&faults=           [...] with a Link header (next, prev)
GET  /soak/state?list=NAME&freeze=0|1                          {"rows":[ids in order],"head_inserted":[ids],
                                                               "faults":{kind:n},"requests":n}; freeze=1 stops
                                                               the drift from then on
"""

import json
import random
import threading
import time

FAULTS = (
    "500", "503-retry-after", "429", "drop", "slow", "truncated", "html-200", "malformed-json",
    "wrong-field-type", "empty-body",
)

LISTS = {}
LOCK = threading.Lock()


class SoakList:
    def __init__(self, name, count):
        self.rows = list(range(1, count + 1))
        self.next_id = 1_000_000
        self.head_inserted = []
        self.random = random.Random(name)
        self.faults = {kind: 0 for kind in FAULTS}
        self.requests = 0
        self.frozen = False


def register(route, json_response, error_response, html_response, Response):
    """Adds the soak routes to the server's table."""

    def soak_list(request):
        name = request.arg("list", "default")
        with LOCK:
            if name not in LISTS:
                LISTS[name] = SoakList(name, max(0, request.number("count", 100)))
            return LISTS[name]

    def draw_fault(soak, request):
        """The fault for this request, or None; counted under the list's lock."""
        with LOCK:
            soak.requests += 1
            if soak.random.random() >= request.number("faults", 0.0, float):
                return None
            kind = soak.random.choice(FAULTS)
            soak.faults[kind] += 1
            return kind

    def drift(soak, request, first_unserved_bound):
        """Inserts a row at the head and deletes one at or after `first_unserved_bound` (a row this walk has not
        been sent yet), so a forward walk sees shifted pages but loses nothing."""
        if request.arg("drift") != "1":
            return
        with LOCK:
            if soak.frozen:
                return
            if len(soak.rows) > first_unserved_bound and soak.random.random() < 0.5:
                del soak.rows[soak.random.randrange(first_unserved_bound, len(soak.rows))]
            if soak.random.random() < 0.5:
                soak.next_id += 1
                soak.rows.insert(0, soak.next_id)
                soak.head_inserted.append(soak.next_id)

    def rows_of(ids):
        return [{"id": n, "name": f"Row {n}"} for n in ids]

    def answer(request, fault, good):
        """`good` (a Response) unless `fault` names a fault; None when the route wrote to the socket itself."""
        handler = request.handler
        if fault is None:
            return good
        if fault == "500":
            return error_response(500, "soak fault")
        if fault == "503-retry-after":
            return error_response(503, "soak fault", {"Retry-After": "1"})
        if fault == "429":
            return error_response(429, "soak fault", {"Retry-After": "1"})
        if fault == "drop":
            handler.close_connection = True
            return None
        if fault == "slow":
            time.sleep(0.2)
            return good
        if fault == "truncated":
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            handler.send_header("Content-Length", str(len(good.body) + 50))
            handler.end_headers()
            handler.wfile.write(good.body[: len(good.body) // 2])
            handler.wfile.flush()
            handler.close_connection = True
            return None
        if fault == "html-200":
            return html_response("Maintenance", "Back soon")
        if fault == "malformed-json":
            return Response(200, good.body[: len(good.body) // 2], "application/json")
        if fault == "wrong-field-type":
            return json_response({"data": {"items": "oops", "feed": 7}, "items": {"id": 1}, "total": "many"})
        return Response(200, b"", "application/json")  # empty-body

    @route(r"/soak/offset")
    def soak_offset(request):
        soak = soak_list(request)
        fault = draw_fault(soak, request)
        offset = max(0, request.number("offset", 0))
        limit = max(1, request.number("limit", 10))
        with LOCK:
            good = json_response({"data": {"items": rows_of(soak.rows[offset:offset + limit])}, "total": len(soak.rows)})
        drift(soak, request, offset + limit)
        return answer(request, fault, good)

    @route(r"/soak/pages")
    def soak_pages(request):
        soak = soak_list(request)
        fault = draw_fault(soak, request)
        page = max(1, request.number("page", 1))
        size = max(1, request.number("per_page", 10))
        with LOCK:
            pages = (len(soak.rows) + size - 1) // size
            good = json_response({"items": rows_of(soak.rows[(page - 1) * size:page * size]), "total_pages": pages})
        drift(soak, request, page * size)
        return answer(request, fault, good)

    @route(r"/soak/range")
    def soak_range(request):
        soak = soak_list(request)
        fault = draw_fault(soak, request)
        start = max(0, request.number("from", 0))
        end = request.number("to", start + 9)
        with LOCK:
            good = json_response(rows_of(soak.rows[start:end + 1]))
        drift(soak, request, end + 1)
        return answer(request, fault, good)

    @route(r"/soak/cursor")
    def soak_cursor(request):
        soak = soak_list(request)
        fault = draw_fault(soak, request)
        size = max(1, request.number("first", 10))
        after, before = request.arg("after"), request.arg("before")
        with LOCK:
            ids = [f"c{n}" for n in soak.rows]
            if after is not None and after in ids:
                start = ids.index(after) + 1
                window = range(start, min(len(ids), start + size))
            elif before is not None and before in ids:
                end = ids.index(before)
                window = range(max(0, end - size), end)
            elif after is None and before is None:
                window = range(0, min(len(ids), size))
            else:
                return error_response(400, "unknown cursor")
            items = rows_of(soak.rows[i] for i in window)
        page_info = {"end_cursor": f"c{items[-1]['id']}" if items else None,
                     "has_next_page": window.stop < len(ids),
                     "start_cursor": f"c{items[0]['id']}" if items else None,
                     "has_previous_page": window.start > 0}
        return answer(request, fault, json_response({"data": {"feed": {"edges": items, "page_info": page_info}}}))

    @route(r"/soak/link")
    def soak_link(request):
        soak = soak_list(request)
        fault = draw_fault(soak, request)
        page = max(1, request.number("page", 1))
        size = max(1, request.number("per_page", 10))
        name = request.arg("list", "default")
        with LOCK:
            last = max(1, (len(soak.rows) + size - 1) // size)
            items = rows_of(soak.rows[(page - 1) * size:page * size])
        common = f"list={name}&per_page={size}&faults={request.arg('faults', '0')}"
        links = []
        if page < last:
            links.append(f'</soak/link?page={page + 1}&{common}>; rel="next"')
        if page > 1:
            links.append(f'</soak/link?page={page - 1}&{common}>; rel="prev"')
        return answer(request, fault, json_response(items, headers={"Link": ", ".join(links)}))

    @route(r"/soak/state")
    def soak_state(request):
        soak = soak_list(request)
        with LOCK:
            if request.arg("freeze") == "1":
                soak.frozen = True
            return json_response({"rows": soak.rows, "head_inserted": soak.head_inserted, "faults": soak.faults,
                                  "requests": soak.requests})
