"""Paging edge-case routes for the loopback test server (registered by test_server.py).

Routes
------
GET  /paging-edge/links?next=URL&body=0|1
                                    one row, [{"id":1,"name":"Row 1"}], whose next page is URL: in a Link
                                    header (rel="next"), or with body=1 in the body as
                                    {"data":[row],"links":{"next":URL}}
GET  /paging-edge/credentials?body=0|1
                                    the last page: one row {"id":2,"name":"<Authorization>|<Cookie>"} naming
                                    the credentials the request carried ("-" for none); with body=1 as
                                    {"data":[row]}
POST /paging-edge/body              one row {"id":1,"name":<the request body as text>}, no next page
"""


def register(route, json_response):
    """Adds this module's routes to the server's route table."""

    @route(r"/paging-edge/links")
    def links(request):
        rows = [{"id": 1, "name": "Row 1"}]
        target = request.arg("next")
        if request.arg("body") == "1":
            return json_response({"data": rows, "links": {"next": target}})
        return json_response(rows, headers={"Link": f'<{target}>; rel="next"'})

    @route(r"/paging-edge/credentials")
    def credentials(request):
        authorization = request.headers.get("authorization") or "-"
        cookie = request.headers.get("cookie") or "-"
        rows = [{"id": 2, "name": f"{authorization}|{cookie}"}]
        return json_response({"data": rows} if request.arg("body") == "1" else rows)

    @route(r"/paging-edge/body", methods=("POST",))
    def body(request):
        return json_response([{"id": 1, "name": (request.body or b"").decode("utf-8")}])
