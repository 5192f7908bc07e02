"""mancala-server: puzzles (docs/protocol.md §Puzzles) — the shipped set read at start, GET
/api/puzzles/next, /daily and /{id} without the solution, POST /api/puzzles/{id}/attempt ply by
ply (a right prefix gets the replies), a wrong ply gets its refutation, the first attempt of a
player moves their puzzle rating and the puzzle's the opposite ways (Glicko-2), a second attempt
is not rated, ratings outlive a restart, and bad input is refused and changes nothing."""

import http.client
import json
import os
import tempfile

from harness import Server, check, main

SET = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "puzzles", "puzzles.json")


def shipped():
    with open(SET) as f:
        return json.load(f)["puzzles"]


def server(**settings):
    return Server(files={"puzzles/puzzles.json": {"puzzles": shipped()}}, **settings)


def call(s, method, path, body=None, token=None, content_type="application/json", raw=None):
    """(status, parsed JSON body) of `method` on `path`."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
    try:
        headers = {}
        if token is not None:
            headers["Authorization"] = "Bearer " + token
        data = raw if raw is not None else (json.dumps(body) if body is not None else None)
        if data is not None:
            headers["Content-Type"] = content_type
        con.request(method, path, body=data, headers=headers)
        r = con.getresponse()
        text = r.read()
        return r.status, (json.loads(text) if text else None)
    finally:
        con.close()


def attempt(s, pid, plies, token=None):
    return call(s, "POST", "/api/puzzles/%s/attempt" % pid, {"plies": plies}, token)


def longest(puzzles):
    """The puzzle with the longest solution (several of the solver's plies, replies between)."""
    return max(puzzles, key=lambda p: len(p["solution"]))


def pits(moves):
    return [{"pit": m["pit"]} for m in moves]


def stored_attempts(s):
    return s.query("SELECT player_id, puzzle_id, correct FROM puzzle_attempts ORDER BY player_id")


async def token_of(s, name):
    c = await s.client(name=name)
    return c.welcome["token"]


async def test_next_daily_and_by_id_show_the_position_not_the_solution():
    s = server()
    try:
        ids = {p["id"] for p in shipped()}
        status, body = call(s, "GET", "/api/puzzles/next")
        check(status == 200, str(body))
        check(body["puzzle"] in ids, str(body))
        for key in ("variant", "state", "goal", "rating", "rd", "themes"):
            check(key in body, "%s missing: %s" % (key, body))
        check("solution" not in body and "refutations" not in body, "the solution stays on the server: %s" % body)
        check(body["goal"] in ("win", "draw"), str(body))
        first = shipped()[0]
        status, one = call(s, "GET", "/api/puzzles/" + first["id"])
        check(status == 200 and one["state"]["pits"] == first["state"]["pits"], str(one))
        check(one["rating"] == first["rating"] and one["rd"] == 350, "a new puzzle has the set's rating: %s" % one)
        d1, d2 = call(s, "GET", "/api/puzzles/daily"), call(s, "GET", "/api/puzzles/daily")
        check(d1[0] == 200 and d1[1]["puzzle"] == d2[1]["puzzle"] and len(d1[1]["day"]) == 10, str(d1))
        check(call(s, "GET", "/api/puzzles/nope")[0] == 404, "unknown id")
        check(call(s, "GET", "/api/puzzles/next?game=chess")[0] == 400, "unknown game")
        check(call(s, "GET", "/api/puzzles/next?game=kalah")[1]["variant"]["game"] == "kalah", "kalah only")
        check(call(s, "GET", "/api/puzzles/next?game=oware")[1]["variant"]["game"] == "oware", "oware only")
    finally:
        s.stop()


async def test_solving_ply_by_ply_raises_the_player_and_lowers_the_puzzle():
    s = server()
    try:
        token = await token_of(s, "Solver")
        p = longest(shipped())
        line = pits(p["solution"])
        before = call(s, "GET", "/api/puzzles/" + p["id"], token=token)[1]
        check(before["you"] == {"rating": 1500, "rd": 350}, str(before))
        sent, i, answers = [], 0, []
        while True:
            sent.append(line[i])
            i += 1
            status, a = attempt(s, p["id"], sent, token)
            check(status == 200 and a["correct"], "ply %d of %s: %s" % (i, line, a))
            answers.append(a)
            if a["complete"]:
                break
            check("solution" not in a and "rating_change" not in a, "a right prefix shows no more: %s" % a)
            check(pits(a["reply"]) == line[i:i + len(a["reply"])], "the replies are the solution's: %s" % a)
            check(a["state"]["to_move"] == p["state"]["to_move"] or a["reply"], "the state after the ply: %s" % a)
            check(all(m["state"]["to_move"] in ("south", "north") for m in a["reply"]), "each reply's state")
            i += len(a["reply"])
        check(i == len(line), "the attempt ends with the solution's last ply: %d of %d" % (i, len(line)))
        final = answers[-1]
        check(pits(final["solution"]) == line, str(final))
        check(all(len(m["state"]["pits"][0]) == len(p["state"]["pits"][0]) for m in final["solution"]), "states")
        check(final["solution"][0]["side"] == p["state"]["to_move"], "the solver's ply first: %s" % final)
        check(final["rating_change"] > 0, "a solve raises the player: %s" % final)
        after = call(s, "GET", "/api/puzzles/" + p["id"], token=token)[1]
        check(after["you"]["rating"] > 1500 and after["you"]["rd"] < 350, str(after))
        check(after["rating"] < before["rating"], "a solve lowers the puzzle: %s -> %s" % (before, after))
        check(after["attempts"] == 1, str(after))
        rows = stored_attempts(s)
        check(len(rows) == 1 and rows[0][1] == p["id"] and bool(rows[0][2]), str(rows))
        # Again: answered, not rated.
        status, again = attempt(s, p["id"], line[:1], token)
        check(status == 200 and again["correct"], str(again))
        if again["complete"]:
            check("rating_change" not in again, str(again))
        check(call(s, "GET", "/api/puzzles/" + p["id"], token=token)[1] == after, "nothing moved")
        # The next puzzle is one not tried yet.
        for _ in range(5):
            check(call(s, "GET", "/api/puzzles/next", token=token)[1]["puzzle"] != p["id"], "tried: not next")
    finally:
        s.stop()


async def test_a_wrong_ply_gets_its_refutation_and_lowers_the_player_and_raises_the_puzzle():
    s = server()
    try:
        token = await token_of(s, "Miss")
        p = shipped()[0]
        wrong = next(f for f in p["refutations"] if f["at"] == 0)
        before = call(s, "GET", "/api/puzzles/" + p["id"])[1]
        status, a = attempt(s, p["id"], [wrong["ply"]], token)
        check(status == 200, str(a))
        check(a["correct"] is False and a["complete"] is True and a["wrong_at"] == 0, str(a))
        check(a["refutation"]["ply"]["pit"] == wrong["ply"]["pit"], str(a))
        check(a["refutation"]["value"] == wrong["value"], str(a))
        check(pits(a["refutation"]["line"]) == wrong["line"], "the refutation is the set's: %s" % a)
        check(a["refutation"]["ply"]["side"] == p["state"]["to_move"] and "state" in a["refutation"]["ply"], str(a))
        check(all("state" in m for m in a["refutation"]["line"]), "each refutation ply's state: %s" % a)
        check(pits(a["solution"]) == p["solution"], str(a))
        check(a["rating_change"] < 0 and a["rating"]["rating"] < 1500, "a miss lowers the player: %s" % a)
        after = call(s, "GET", "/api/puzzles/" + p["id"])[1]
        check(after["rating"] > before["rating"], "a miss raises the puzzle: %s -> %s" % (before, after))
        rows = stored_attempts(s)
        check(len(rows) == 1 and not rows[0][2], str(rows))
        # Without a token: the answer, no rating.
        status, anon = attempt(s, p["id"], [wrong["ply"]])
        check(status == 200 and anon["correct"] is False and "rating_change" not in anon, str(anon))
        check(call(s, "GET", "/api/puzzles/" + p["id"])[1] == after, "an anonymous attempt moves nothing")
    finally:
        s.stop()


async def test_bad_input_is_refused_and_changes_nothing():
    s = server()
    try:
        token = await token_of(s, "Bad")
        p = shipped()[0]
        side = 0 if p["state"]["to_move"] == "south" else 1
        empty = [i for i, n in enumerate(p["state"]["pits"][side]) if n == 0]
        path = "/api/puzzles/%s/attempt" % p["id"]
        before = call(s, "GET", "/api/puzzles/" + p["id"], token=token)[1]
        cases = [
            (call(s, "POST", "/api/puzzles/nope/attempt", {"plies": [{"pit": 0}]}, token), 404),
            (call(s, "POST", path, raw="{not json", token=token), 400),
            (call(s, "POST", path, {"plies": 3}, token), 400),
            (call(s, "POST", path, {"plies": []}, token), 400),
            (call(s, "POST", path, {"plies": [{"pit": 99}]}, token), 400),
            (call(s, "POST", path, {"plies": [{"pit": "1"}]}, token), 400),
            (call(s, "POST", path, {"plies": [{"pit": 1, "x": 2}]}, token), 400),
            (call(s, "POST", path, {"plies": [{"pit": 0}] * 65}, token), 400),
            (call(s, "POST", path, {"plies": [{"pit": 0}]}, token, content_type="text/plain"), 415),
            (call(s, "GET", path, token=token), 405),
            (call(s, "POST", "/api/puzzles/next", {"plies": []}, token), 405),
            (call(s, "POST", path, {"plies": [{"pit": 0}]}, "forged-token"), 401),
            (call(s, "GET", "/api/puzzles/next", token="forged-token"), 401),
        ]
        if empty:
            cases.append((call(s, "POST", path, {"plies": [{"pit": empty[0]}]}, token), 400))
        # A one-ply solution, then plies more than it has.
        one = next(q for q in shipped() if len(q["solution"]) == 1)
        more = {"plies": pits(one["solution"]) + [{"pit": 0}]}
        cases.append((call(s, "POST", "/api/puzzles/%s/attempt" % one["id"], more, token), 400))
        for (status, body), want in cases:
            check(status == want, "want %d, got %d %s" % (want, status, body))
            check(body is None or "error" in body, str(body))
        check(stored_attempts(s) == [], "nothing stored")
        check(call(s, "GET", "/api/puzzles/" + p["id"], token=token)[1] == before, "no rating moved")
    finally:
        s.stop()


async def test_ratings_outlive_a_restart_and_the_set_is_not_stored_twice():
    folder = tempfile.TemporaryDirectory(prefix="mancala-puzzles-")
    db = os.path.join(folder.name, "keep.db")
    try:
        s = server(db=db)
        try:
            token = await token_of(s, "Again")
            p = shipped()[1]
            wrong = next(f for f in p["refutations"] if f["at"] == 0)
            check(attempt(s, p["id"], [wrong["ply"]], token)[1]["rating_change"] < 0, "rated")
            rated = call(s, "GET", "/api/puzzles/" + p["id"])[1]["rating"]
        finally:
            s.stop()
        s = server(db=db)
        try:
            check(call(s, "GET", "/api/puzzles/" + p["id"])[1]["rating"] == rated, "the stored rating is kept")
            check(len(s.query("SELECT id FROM puzzles")) == len(shipped()), "one row a puzzle")
            check(call(s, "GET", "/api/puzzles/next", token=token)[1]["you"]["rating"] < 1500, "the player's too")
            status, again = attempt(s, p["id"], [wrong["ply"]], token)
            check(status == 200 and "rating_change" not in again, "the first attempt was the rated one: %s" % again)
        finally:
            s.stop()
    finally:
        folder.cleanup()


async def test_the_export_holds_the_puzzles_and_deleting_the_player_erases_them():
    s = server()
    try:
        c = await s.client(name="Gone")
        token = c.welcome["token"]
        p = shipped()[2]
        wrong = next(f for f in p["refutations"] if f["at"] == 0)
        check(attempt(s, p["id"], [wrong["ply"]], token)[1]["rating_change"] < 0, "rated")
        status, doc = call(s, "GET", "/api/account/export", token=token)
        check(status == 200 and doc["puzzles"]["attempted"] == [p["id"]], str(doc.get("puzzles")))
        check(doc["puzzles"]["rating"]["rating"] < 1500 and doc["puzzles"]["rating"]["attempts"] == 1, str(doc))
        check(len(s.query("SELECT player_id FROM puzzle_players")) == 1, "a puzzle rating stored")
        status, body = call(s, "DELETE", "/api/account", token=token)
        check(status == 200 and body == {"deleted": True}, "%d %s" % (status, body))
        check(stored_attempts(s) == [], "the attempts are erased")
        check(s.query("SELECT player_id FROM puzzle_players") == [], "the puzzle rating is erased")
        check(call(s, "GET", "/api/puzzles/" + p["id"])[1]["attempts"] == 1, "the puzzle keeps its rating")
    finally:
        s.stop()


async def test_a_server_without_a_set_has_no_puzzles():
    s = Server()
    try:
        check(call(s, "GET", "/api/puzzles/next")[0] == 404, "no set, no puzzle")
        check(call(s, "GET", "/api/puzzles/daily")[0] == 404, "no daily puzzle")
    finally:
        s.stop()


if __name__ == "__main__":
    main([test_next_daily_and_by_id_show_the_position_not_the_solution,
          test_solving_ply_by_ply_raises_the_player_and_lowers_the_puzzle,
          test_a_wrong_ply_gets_its_refutation_and_lowers_the_player_and_raises_the_puzzle,
          test_bad_input_is_refused_and_changes_nothing,
          test_ratings_outlive_a_restart_and_the_set_is_not_stored_twice,
          test_the_export_holds_the_puzzles_and_deleting_the_player_erases_them,
          test_a_server_without_a_set_has_no_puzzles])
