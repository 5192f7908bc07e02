"""mancala-server: the tournaments' HTTP API (docs/protocol.md §Tournaments) — POST
/api/tournaments needs an account (401 for a guest, a stranger or no token), names the first bad
field of a body (400 with "field"), answers 201 with the event, and refuses a sixth event of an
account in a day (429); GET /api/tournaments lists by status, GET /api/tournaments/{id} gives one
(404 unknown); join, withdraw and pause answer {"ok":true} or the director's refusals.

The tests marked NEEDS_DIRECTOR create and join events, which the tournament director answers:
they pass once it is part of the server (without it every creation is 503 `unavailable`)."""

import datetime
import http.client
import json

from harness import Server, check, main

PASSWORD = "correct horse battery"
CLOCK = {"limit_s": 180, "inc_s": 2}


def request(s, method, path, token=None, body=None, raw=None, content_type="application/json"):
    """(status, headers, parsed JSON body or None) of one request."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
    try:
        headers = {}
        if content_type is not None and (body is not None or raw is not None):
            headers["Content-Type"] = content_type
        if token is not None:
            headers["Authorization"] = "Bearer " + token
        data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
        con.request(method, path, body=data, headers=headers)
        r = con.getresponse()
        text = r.read()
        return r.status, dict(r.headers), (json.loads(text) if text else None)
    finally:
        con.close()


def account(s, username):
    """The token of a new account named `username`."""
    status, _, body = request(s, "POST", "/api/accounts", body={"username": username, "password": PASSWORD})
    check(status == 201, "account %s: %s %s" % (username, status, body))
    return body["token"]


def iso(delta_s):
    """Now + `delta_s` seconds as ISO 8601 UTC with Z."""
    t = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(seconds=delta_s)
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (t.microsecond // 1000)


def parse_iso(text):
    return datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=datetime.timezone.utc)


def arena(**fields):
    body = {"kind": "arena", "clock": dict(CLOCK), "minutes": 30}
    body.update(fields)
    return body


def swiss(**fields):
    body = {"kind": "swiss", "clock": {"limit_s": 300, "inc_s": 3}, "rounds": 5}
    body.update(fields)
    return body


async def test_an_account_is_needed_to_create_or_join():
    s = Server(round_trip=False)  # no game is played
    try:
        guest = (await s.client(name="Gus")).welcome["token"]
        for token in (None, guest, "f" * 64):
            for path in ("/api/tournaments", "/api/tournaments/t1/join", "/api/tournaments/t1/withdraw",
                         "/api/tournaments/t1/pause"):
                status, _, body = request(s, "POST", path, token, body=arena())
                check(status == 401 and body["error"] == "account_required",
                      "%s with %s: %s %s" % (path, token and token[:6], status, body))
    finally:
        s.stop()


async def test_each_bad_field_is_named():
    s = Server(round_trip=False)  # no game is played
    try:
        token = account(s, "maker")
        cases = [
            ({"clock": CLOCK, "minutes": 30}, "kind"),
            (arena(kind="blitz"), "kind"),
            (arena(name="x"), "name"),
            (arena(name="y" * 61), "name"),
            (arena(name="bad\u0007name"), "name"),
            (arena(name=7), "name"),
            (arena(variant={"pits": 13}), "variant"),
            (arena(variant="oware"), "variant"),
            (arena(clock={"days": 3}), "clock"),
            (arena(clock=None), "clock"),
            ({"kind": "arena", "minutes": 30}, "clock"),
            (arena(clock={"limit_s": 10801, "inc_s": 0}), "clock"),
            (arena(clock={"limit_s": 60, "inc_s": 181}), "clock"),
            (arena(clock={"limit_s": 0, "inc_s": 0}), "clock"),
            (arena(clock={"limit_s": 10, "inc_s": 0}), "clock"),
            (arena(clock="3+2"), "clock"),
            (arena(minutes=4), "minutes"),
            (arena(minutes=721), "minutes"),
            (arena(minutes="30"), "minutes"),
            (arena(minutes=None), "minutes"),
            (arena(rounds=3), "rounds"),
            (swiss(rounds=1), "rounds"),
            (swiss(rounds=16), "rounds"),
            (swiss(minutes=30), "minutes"),
            (swiss(games_per_round=3), "games_per_round"),
            (arena(games_per_round=2), "games_per_round"),
            (arena(starts_at=iso(-60)), "starts_at"),
            (arena(starts_at=iso(31 * 86400)), "starts_at"),
            (arena(starts_at="next Saturday"), "starts_at"),
            (arena(starts_at="2026-02-30T10:00:00Z"), "starts_at"),
            (arena(starts_at=1764525600), "starts_at"),
            (arena(rated="yes"), "rated"),
            (arena(bots=1), "bots"),
        ]
        for body, field in cases:
            status, _, answer = request(s, "POST", "/api/tournaments", token, body=body)
            check(status == 400 and answer.get("error") == "bad_request" and answer.get("field") == field
                  and answer.get("message"), "%s: %s %s (wanted field %s)" % (body, status, answer, field))
        status, _, answer = request(s, "POST", "/api/tournaments", token, raw=b"{\"kind\":")
        check(status == 400 and answer["error"] == "bad_request" and "field" not in answer, "bad JSON: %s" % answer)
        status, _, answer = request(s, "POST", "/api/tournaments", token, raw=b"[1]")
        check(status == 400 and answer["error"] == "bad_request", "not an object: %s %s" % (status, answer))
        status, _, _ = request(s, "POST", "/api/tournaments", token, body=arena(), content_type="text/plain")
        check(status == 415, "not JSON: %s" % status)
    finally:
        s.stop()


async def test_reads_refuse_a_bad_status_an_unknown_id_and_other_methods():
    s = Server(round_trip=False)  # no game is played
    try:
        status, _, body = request(s, "GET", "/api/tournaments")
        check(status == 200 and isinstance(body["tournaments"], list), "%s %s" % (status, body))
        for query, field in (("?status=ended", "status"), ("?status=started,ended", "status"), ("?status=", "status"),
                             ("?limit=0", "limit"), ("?limit=101", "limit")):
            status, _, body = request(s, "GET", "/api/tournaments" + query)
            check(status == 400 and body["error"] == "bad_request" and body["field"] == field,
                  "%s: %s %s" % (query, status, body))
        for query in ("?status=created", "?status=started%2Cfinished", "?status=finished&limit=1"):
            status, _, body = request(s, "GET", "/api/tournaments" + query)
            check(status == 200 and isinstance(body["tournaments"], list), "%s: %s %s" % (query, status, body))
        status, _, body = request(s, "GET", "/api/tournaments/nosuchevent")
        check(status == 404 and body["error"] == "not_found", "unknown id: %s %s" % (status, body))
        status, _, body = request(s, "GET", "/api/tournaments/a/b/c")
        check(status == 404, "a path under an event: %s %s" % (status, body))
        status, headers, _ = request(s, "GET", "/api/tournaments/t1/join")
        check(status == 405 and headers.get("Allow") == "POST", "GET of join: %s %s" % (status, headers))
        status, headers, _ = request(s, "POST", "/api/tournaments/t1", account(s, "poster"), body={})
        check(status == 405 and headers.get("Allow") == "GET, HEAD", "POST to an event: %s %s" % (status, headers))
        status, headers, _ = request(s, "DELETE", "/api/tournaments")
        check(status == 405 and "POST" in headers.get("Allow", ""), "DELETE: %s %s" % (status, headers))
    finally:
        s.stop()


def check_event_shape(t, kind):
    """`t` has the keys of docs/protocol.md §Tournaments for its kind, status created, no player."""
    keys = ["tournament", "kind", "name", "variant", "clock", "status", "starts_at", "ends_at", "rated", "bots",
            "players", "created_by", "podium", "standings"]
    keys += ["minutes", "pairings_closed_at"] if kind == "arena" else ["rounds", "games_per_round", "round"]
    for key in keys:
        check(key in t, "the %s has no %s: %s" % (kind, key, t))
    check(t["kind"] == kind and t["status"] == "created" and t["podium"] is None, str(t))
    check(isinstance(t["tournament"], str) and t["tournament"], str(t))
    check(isinstance(t["standings"], list), str(t))


async def test_an_event_is_created_listed_read_joined_and_left():  # NEEDS_DIRECTOR
    s = Server(round_trip=False)  # no game is played
    try:
        token = account(s, "maker")
        starts = iso(3600)
        status, _, t = request(s, "POST", "/api/tournaments", token,
                               body=arena(name="  Evening Arena ", starts_at=starts, minutes=45, rated=False))
        check(status == 201, "create: %s %s" % (status, t))
        check_event_shape(t, "arena")
        check(t["name"] == "Evening Arena" and t["minutes"] == 45 and t["rated"] is False and t["bots"] is False, str(t))
        check(t["clock"] == CLOCK and t["variant"]["game"] == "kalah" and t["variant"]["pits"] == 6, str(t))
        check(t["created_by"]["name"] == "maker" and t["players"] == 0 and t["standings"] == [], str(t))
        start = parse_iso(t["starts_at"])
        check(abs((start - parse_iso(starts)).total_seconds()) < 0.002, "starts_at %s, asked %s" % (t["starts_at"], starts))
        check(parse_iso(t["ends_at"]) - start == datetime.timedelta(minutes=45), "ends_at %s" % t["ends_at"])
        # No pairing in the last max(30 s, min(half the arena, 2 min)).
        check(parse_iso(t["ends_at"]) - parse_iso(t["pairings_closed_at"]) == datetime.timedelta(minutes=2), str(t))
        event = t["tournament"]

        status, _, one = request(s, "GET", "/api/tournaments/" + event)
        check(status == 200 and one == t, "GET gives the object of the 201: %s %s" % (status, one))
        status, _, listed = request(s, "GET", "/api/tournaments?status=created")
        entries = [e for e in listed["tournaments"] if e["tournament"] == event]
        check(len(entries) == 1, "the new event is listed once as created: %s" % listed)
        for key in ("kind", "name", "variant", "clock", "status", "players", "starts_at", "ends_at", "rated", "minutes"):
            check(key in entries[0], "the list entry has no %s: %s" % (key, entries[0]))
        check(entries[0]["players"] == 0 and entries[0]["status"] == "created", str(entries[0]))
        _, _, finished = request(s, "GET", "/api/tournaments?status=finished")
        check(all(e["tournament"] != event for e in finished["tournaments"]), "not finished: %s" % finished)
        # The schedule's next events are always listed as created (an hourly and a weekly arena).
        check(len(listed["tournaments"]) >= 3, "the schedule's events: %s" % listed)

        player = account(s, "player")
        for action in ("join", "pause", "join", "withdraw", "join"):
            status, _, body = request(s, "POST", "/api/tournaments/%s/%s" % (event, action), player)
            check(status == 200 and body == {"ok": True}, "%s: %s %s" % (action, status, body))
        status, _, one = request(s, "GET", "/api/tournaments/" + event)
        check(one["players"] == 1 and [r["player"]["name"] for r in one["standings"]] == ["player"], str(one))
        _, _, listed = request(s, "GET", "/api/tournaments?status=created")
        check([e["players"] for e in listed["tournaments"] if e["tournament"] == event] == [1], str(listed))
        status, _, body = request(s, "POST", "/api/tournaments/nosuchevent/join", player)
        check(status == 404 and body["error"] == "not_found", "join an unknown event: %s %s" % (status, body))

        status, _, t = request(s, "POST", "/api/tournaments", token,
                               body=swiss(variant={"game": "oware"}, games_per_round=2, bots=True))
        check(status == 201, "a Swiss event: %s %s" % (status, t))
        check_event_shape(t, "swiss")
        check(t["rounds"] == 5 and t["games_per_round"] == 2 and t["round"] == 0 and t["bots"] is True, str(t))
        check(t["ends_at"] is None and "minutes" not in t, "a Swiss event's end is not known: %s" % t)
        check(t["name"] == "Oware 5+3 Swiss", "the default name: %s" % t["name"])
        lead = parse_iso(t["starts_at"]) - datetime.datetime.now(datetime.timezone.utc)
        check(datetime.timedelta(seconds=50) < lead <= datetime.timedelta(seconds=61), "default start: %s" % lead)
        status, _, body = request(s, "POST", "/api/tournaments/%s/join" % t["tournament"], player)
        check(status == 403 and body["error"] == "bots_only", "a bot event refuses people: %s %s" % (status, body))
    finally:
        s.stop()


async def test_a_sixth_event_in_a_day_is_refused():  # NEEDS_DIRECTOR
    s = Server(round_trip=False)  # no game is played
    try:
        token = account(s, "busy")
        for i in range(5):
            status, _, body = request(s, "POST", "/api/tournaments", token, body=arena(name="Event %d" % i))
            check(status == 201, "event %d: %s %s" % (i, status, body))
        status, _, body = request(s, "POST", "/api/tournaments", token, body=arena(name="Event 5"))
        check(status == 429 and body["error"] == "rate_limited", "the sixth: %s %s" % (status, body))
        status, _, body = request(s, "POST", "/api/tournaments", token, body=arena(name="x"))
        check(status == 400 and body["field"] == "name", "a bad body is still a 400: %s %s" % (status, body))
        status, _, body = request(s, "POST", "/api/tournaments", account(s, "other"), body=arena())
        check(status == 201, "another account's count is its own: %s %s" % (status, body))
    finally:
        s.stop()


async def test_the_day_limit_is_a_setting():  # NEEDS_DIRECTOR
    s = Server(max_tournaments_per_day=1, round_trip=False)
    try:
        token = account(s, "once")
        check(request(s, "POST", "/api/tournaments", token, body=arena())[0] == 201, "the first")
        check(request(s, "POST", "/api/tournaments", token, body=arena())[0] == 429, "the second")
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_an_account_is_needed_to_create_or_join,
        test_each_bad_field_is_named,
        test_reads_refuse_a_bad_status_an_unknown_id_and_other_methods,
        test_an_event_is_created_listed_read_joined_and_left,
        test_a_sixth_event_in_a_day_is_refused,
        test_the_day_limit_is_a_setting,
    ])
