"""A mutation endpoint that applies each idempotency key once, for the offline queue's tests (registered by
test_server.py).

Each store is named by the test (a fresh name per test keeps parallel tests apart) and starts empty.

Routes
------
POST /offline/{name}/apply?row=&kind=
                            applies the edit whose key is the request's `Idempotency-Key` header (400 without one):
                            the first time, records {"key","row","kind","body"} (the body as text) in the store's
                            log and answers {"applied": true}; for a key already applied, answers
                            {"applied": false} (200) and records nothing. A body that is not a JSON object (one
                            cut short by a killed client) is answered 400 and applies nothing; one with "refuse": true is
                            refused with 422 and its key recorded as refused; every request is counted per key.
                            The store's mode changes the answer: `down` answers 503 without applying; `drop`
                            applies (as above), then closes the connection without an answer, for `times` requests
POST /offline/{name}/mode?mode=up|down|drop&times=N
                            sets the store's mode (`up` by default; `drop` for N requests, 1 by default, then `up`)
GET  /offline/{name}/log    {"applied":[entries in the order applied],"refused":[keys],"requests":{key: count}}
"""

import json
import threading

_stores = {}
_lock = threading.Lock()


def _store(name):
    """The store called `name`; call with the lock held."""
    return _stores.setdefault(
        name, {"applied": [], "keys": set(), "refused": [], "requests": {}, "mode": "up", "times": 0})


def register(route, json_response, error_response):
    """Adds this module's routes to the server's route table."""

    @route(r"/offline/(?P<name>[^/]+)/apply", methods=("POST",))
    def apply(request):
        key = request.headers.get("idempotency-key")
        if not key:
            return error_response(400, "an Idempotency-Key header is required")
        body = request.body.decode("utf-8", errors="replace") if request.body else ""
        try:
            refuse = bool(json.loads(body).get("refuse"))
        except (ValueError, AttributeError):
            # A body cut short (the client was killed mid-request) is not an edit: apply nothing.
            return error_response(400, "the body is not a JSON object")
        with _lock:
            store = _store(request.params["name"])
            store["requests"][key] = store["requests"].get(key, 0) + 1
            mode = store["mode"]
            if mode == "down":
                return error_response(503, "the store is down")
            if refuse:
                if key not in store["refused"]:
                    store["refused"].append(key)
                return error_response(422, f"edit {key} refused")
            first = key not in store["keys"]
            if first:
                store["keys"].add(key)
                store["applied"].append(
                    {"key": key, "row": request.arg("row"), "kind": request.arg("kind"), "body": body})
            if mode == "drop":
                store["times"] -= 1
                if store["times"] <= 0:
                    store["mode"] = "up"
                request.handler.close_connection = True
                return None
        return json_response({"applied": first})

    @route(r"/offline/(?P<name>[^/]+)/mode", methods=("POST",))
    def mode(request):
        mode = request.arg("mode") or "up"
        if mode not in ("up", "down", "drop"):
            return error_response(400, f"unknown mode {mode!r}")
        with _lock:
            store = _store(request.params["name"])
            store["mode"] = mode
            store["times"] = max(1, request.number("times", 1))
        return json_response({"mode": mode})

    @route(r"/offline/(?P<name>[^/]+)/log")
    def log(request):
        with _lock:
            store = _store(request.params["name"])
            answer = {"applied": list(store["applied"]), "refused": list(store["refused"]),
                      "requests": dict(store["requests"])}
        return json_response(answer)
