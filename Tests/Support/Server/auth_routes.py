"""Authentication routes for the service's authentication suite (Tests/ResourceLoaderTests/AuthenticationTests.swift).

Registered by test_server.py through ``register(server)``, where ``server`` is that script's module (its ``route``
decorator and response helpers). Every realm is named by the client and lives in the server's memory; its token
starts as ``{realm}-0`` and each refresh or rotation replaces it with ``{realm}-{n}``.

Routes
------
GET  /auth/{realm}/protected[?...]   401 (with WWW-Authenticate: Bearer and a JSON error body) unless the request
                                     carries ``Authorization: Bearer <the realm's current token>``; then
                                     {"ok":true,"token":token}
POST /auth/{realm}/refresh[?fail=1]  counts a refresh; replaces the token and answers {"token":new token}, or with
                                     fail=1 answers 500 and keeps the token
POST /auth/{realm}/rotate            replaces the token without counting a refresh, as another device signing in
                                     would; {"token":new token}
GET  /auth/{realm}/stats             {"token","refreshes","accepted","rejected"}: refreshes asked for, and
                                     protected requests accepted and rejected
GET  /auth/{realm}/linked?page=N&next=URL
                                     [{"id":N,"authorization":that request header or null}], with
                                     ``Link: <URL>; rel="next"`` when next is given (for paging across origins)
"""

import threading

REALMS = {}
LOCK = threading.Lock()


def realm_state(name):
    """The realm's state, created on first use; call under LOCK."""
    if name not in REALMS:
        REALMS[name] = {"version": 0, "token": f"{name}-0", "refreshes": 0, "accepted": 0, "rejected": 0}
    return REALMS[name]


def rotate(state, name):
    """Replaces the realm's token; call under LOCK."""
    state["version"] += 1
    state["token"] = f"{name}-{state['version']}"
    return state["token"]


def register(server):
    """Adds this module's routes to the server's route table."""

    route = server.route
    json_response = server.json_response
    error_response = server.error_response

    @route(r"/auth/(?P<realm>[^/]+)/protected")
    def protected(request):
        name = request.params["realm"]
        with LOCK:
            state = realm_state(name)
            accepted = request.headers.get("authorization") == f"Bearer {state['token']}"
            state["accepted" if accepted else "rejected"] += 1
            token = state["token"]
        if not accepted:
            return error_response(401, "Missing or stale token", {"WWW-Authenticate": 'Bearer realm="loopback"'})
        return json_response({"ok": True, "token": token})

    @route(r"/auth/(?P<realm>[^/]+)/refresh", methods=("POST",))
    def refresh(request):
        name = request.params["realm"]
        with LOCK:
            state = realm_state(name)
            state["refreshes"] += 1
            if request.arg("fail") == "1":
                return error_response(500, "Refresh refused on purpose")
            return json_response({"token": rotate(state, name)})

    @route(r"/auth/(?P<realm>[^/]+)/rotate", methods=("POST",))
    def rotate_token(request):
        name = request.params["realm"]
        with LOCK:
            return json_response({"token": rotate(realm_state(name), name)})

    @route(r"/auth/(?P<realm>[^/]+)/linked")
    def linked(request):
        row = {"id": request.number("page", 1), "authorization": request.headers.get("authorization")}
        next_url = request.arg("next")
        return json_response([row], headers={"Link": f'<{next_url}>; rel="next"'} if next_url else None)

    @route(r"/auth/(?P<realm>[^/]+)/stats")
    def stats(request):
        with LOCK:
            state = realm_state(request.params["realm"])
            return json_response({key: state[key] for key in ("token", "refreshes", "accepted", "rejected")})
