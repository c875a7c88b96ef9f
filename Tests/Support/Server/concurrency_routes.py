"""Routes that count how many requests are in flight at once, for the per-host limit's tests.

Each counter is named by the test (a fresh name per test keeps parallel tests apart).

Routes
------
GET  /concurrency/{name}/hold?ms=&tag=   waits `ms` milliseconds (50 by default, at most 5,000) while counted as
                                         in flight, then answers {"tag": tag}; the counter records the most in
                                         flight at once and the order in which requests arrived (their tags)
GET  /concurrency/{name}/stats           {"current": n, "max": n, "arrivals": [tags in arrival order]}
"""

import threading
import time

_counters = {}
_lock = threading.Lock()


def _counter(name):
    """The counter called `name`; call with the lock held."""
    return _counters.setdefault(name, {"current": 0, "max": 0, "arrivals": []})


def register(route, json_response):
    """Adds this module's routes to the server's route table."""

    @route(r"/concurrency/(?P<name>[^/]+)/hold")
    def hold(request):
        name = request.params["name"]
        tag = request.arg("tag") or ""
        with _lock:
            counter = _counter(name)
            counter["current"] += 1
            counter["max"] = max(counter["max"], counter["current"])
            counter["arrivals"].append(tag)
        try:
            time.sleep(min(5000, max(0, request.number("ms", 50))) / 1000)
        finally:
            with _lock:
                _counter(name)["current"] -= 1
        return json_response({"tag": tag})

    @route(r"/concurrency/(?P<name>[^/]+)/stats")
    def stats(request):
        with _lock:
            counter = dict(_counter(request.params["name"]))
            counter["arrivals"] = list(counter["arrivals"])
        return json_response(counter)
