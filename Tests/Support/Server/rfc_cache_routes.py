"""Scripted routes for the HTTP cache conformance suite (Tests/ResourceLoaderTests/Caching/Conformance/).

Registered by test_server.py through ``register(server)``. A test scripts what a URL answers, one answer after
another, and reads back every request the URL received, so each case of RFC 9111 is stated in the test itself.
Every key is chosen by the client, so tests running in parallel never share state.

Routes
------
POST /rfc/script/{key}           the body is a JSON list of answers, appended to {key}'s queue; an answer is
                                 {"status":200,"headers":{...},"value":"text","content_type":"application/json",
                                 "gate":"name"}: every field optional (200, no headers, the value "", JSON);
                                 with "gate" the answer waits until that gate is released
ANY  /rfc/r/{key}[?...]          the next answer of {key}'s queue (the last one again when the queue is empty),
                                 with the body {"value":value,"request":n} (n counts {key}'s requests from 1);
                                 a 304 or 204 has no body
GET  /rfc/log/{key}              [{"method","query","headers"}...]: every request /rfc/r/{key} received, in order
GET  /rfc/gate/{name}/arrived    answers once a request is waiting at the gate (or after 30 s: 504)
POST /rfc/gate/{name}/release    lets every request waiting at the gate, and every later one, go on
"""

import json
import threading

LOCK = threading.Lock()
QUEUES = {}  # key -> [answer...]
LAST = {}  # key -> the answer given last
LOGS = {}  # key -> [request record...]
GATES = {}  # name -> {"arrived": Event, "released": Event}


def gate(name):
    with LOCK:
        return GATES.setdefault(name, {"arrived": threading.Event(), "released": threading.Event()})


def register(server):
    """Adds this module's routes to the server's route table."""

    route = server.route
    json_response = server.json_response

    @route(r"/rfc/script/(?P<key>[^/]+)", methods=("POST",))
    def script(request):
        answers = json.loads(request.body or b"[]")
        with LOCK:
            QUEUES.setdefault(request.params["key"], []).extend(answers)
        return json_response({"queued": len(answers)})

    @route(r"/rfc/r/(?P<key>[^/]+)", methods=server.ALL_METHODS)
    def answer(request):
        key = request.params["key"]
        with LOCK:
            log = LOGS.setdefault(key, [])
            log.append({"method": request.method, "query": request.raw_query, "headers": request.headers})
            number = len(log)
            queue = QUEUES.get(key, [])
            spec = queue.pop(0) if queue else LAST.get(key, {})
            LAST[key] = spec
        if spec.get("gate"):
            waiting = gate(spec["gate"])
            waiting["arrived"].set()
            waiting["released"].wait(30)
        status = spec.get("status", 200)
        headers = dict(spec.get("headers", {}))
        body = b""
        if status not in (204, 304) and not 300 <= status < 400:
            body = json.dumps({"value": spec.get("value", ""), "request": number}).encode()
            headers.setdefault("Content-Type", spec.get("content_type", "application/json"))
        # Written here rather than through Response, so that a scripted Date replaces the server's own.
        handler = request.handler
        handler.send_response_only(status)
        if not any(name.lower() == "date" for name in headers):
            handler.send_header("Date", handler.date_time_string())
        for name, value in headers.items():
            handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        if request.method != "HEAD":
            handler.wfile.write(body)
        return None

    @route(r"/rfc/log/(?P<key>[^/]+)")
    def log(request):
        with LOCK:
            return json_response(list(LOGS.get(request.params["key"], [])))

    @route(r"/rfc/gate/(?P<name>[^/]+)/arrived")
    def arrived(request):
        if gate(request.params["name"])["arrived"].wait(30):
            return json_response({"arrived": True})
        return json_response({"arrived": False}, 504)

    @route(r"/rfc/gate/(?P<name>[^/]+)/release", methods=("POST",))
    def release(request):
        gate(request.params["name"])["released"].set()
        return json_response({"released": True})
