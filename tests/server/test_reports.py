"""mancala-server: reports (PROTOCOL.md §Chat) — POST /api/reports with a bearer token stores a
report about another player for the moderators (201, then readable in the database); a missing
or forged token, a body that is not JSON, bad fields, an unknown player, oneself and the eleventh
report of a day are refused and store nothing."""

import http.client
import json

from harness import Server, check, main


def report(s, token, body, content_type="application/json", raw=None):
    """(status, parsed JSON body) of POST /api/reports with `token` as a bearer token."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
    try:
        headers = {"Content-Type": content_type}
        if token is not None:
            headers["Authorization"] = "Bearer " + token
        con.request("POST", "/api/reports", body=raw if raw is not None else json.dumps(body).encode(), headers=headers)
        r = con.getresponse()
        text = r.read()
        return r.status, (json.loads(text) if text else None)
    finally:
        con.close()


async def test_a_report_is_stored_for_the_moderators():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        bob = b.welcome["player"]["id"]
        status, body = report(s, a.welcome["token"], {"player": bob, "game": "g1", "reason": "insult",
                                                      "text": "rude after the game"})
        check(status == 201 and isinstance(body["report"], str), "%s %s" % (status, body))
        rows = s.query("SELECT reporter, player, game, reason, text FROM reports WHERE id = ?", (body["report"],))
        check(rows == [(a.welcome["player"]["id"], bob, "g1", "insult", "rude after the game")], str(rows))
        status, body = report(s, a.welcome["token"], {"player": bob, "reason": "other"})
        check(status == 201, "game and text are optional: %s %s" % (status, body))
    finally:
        s.stop()


async def test_bad_reports_are_refused_and_store_nothing():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        token, bob = a.welcome["token"], b.welcome["player"]["id"]
        good = {"player": bob, "reason": "spam"}
        check(report(s, None, good)[0] == 401, "no token")
        check(report(s, "f" * 64, good)[0] == 401, "a token that names nobody")
        check(report(s, token, good, content_type="text/plain")[0] == 415, "not JSON")
        check(report(s, token, None, raw=b"{")[0] == 400, "bad JSON")
        for body in ({"reason": "spam"}, {"player": bob}, {"player": bob, "reason": "mean"},
                     {"player": bob, "reason": "spam", "text": "x" * 501}, {"player": 7, "reason": "spam"},
                     {"player": bob, "reason": "spam", "game": ["g"]}, {"player": a.welcome["player"]["id"],
                                                                        "reason": "spam"}):
            status, answer = report(s, token, body)
            check(status == 400 and answer["error"] == "bad_request", "%s: %s %s" % (body, status, answer))
        check(report(s, token, {"player": "nobody", "reason": "spam"})[0] == 404, "unknown player")
        check(s.query("SELECT COUNT(*) FROM reports")[0][0] == 0, "nothing stored")
        for _ in range(10):
            check(report(s, token, good)[0] == 201, "ten a day")
        status, answer = report(s, token, good)
        check(status == 429 and answer["error"] == "rate_limited", "the eleventh: %s %s" % (status, answer))
        check(report(s, b.welcome["token"], {"player": a.welcome["player"]["id"], "reason": "spam"})[0] == 201,
              "another reporter's count is their own")
        check(s.query("SELECT COUNT(*) FROM reports")[0][0] == 11, "ten and one")
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_report_is_stored_for_the_moderators,
        test_bad_reports_are_refused_and_store_nothing,
    ])
