"""mancala-server: games played offline (docs/protocol.md §Offline games) — POST /api/games/offline
with a bearer token replays the plies through the engine and stores the game, unrated, as the
player's computer game (or local game), listed in their games; a retry of the same client id
stores nothing more; an illegal ply, a game not over, bad fields, a missing or forged token, a body
that is not JSON and one over the HTTP body limit are refused and store nothing."""

import http.client
import json

from harness import Server, check, main

# A whole standard Kalah game from ../shared/cases/random-games.json: South wins 27 to 21.
KALAH = {"game": "kalah", "pits": 6, "seeds": 4, "capture": "standard", "pie": False, "scoring": "store",
         "early_end": False}
PLIES = [2, 1, 0, 4, 2, 1, 1, 0, 1, 4, 1, 0, 2, 3, 4, 5, 0, 3, 4, 0, 5, 4, 0, 1, 3, 4, 1, 2, 4, 5, 0, 0, 5, 4, 1,
         3, 3, 5, 0, 1, 5, 1, 4, 4, 5]


def upload(s, token, body, content_type="application/json", raw=None):
    """(status, parsed JSON body) of POST /api/games/offline with `token` as a bearer token."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
    try:
        headers = {"Content-Type": content_type}
        if token is not None:
            headers["Authorization"] = "Bearer " + token
        con.request("POST", "/api/games/offline", body=raw if raw is not None else json.dumps(body).encode(),
                    headers=headers)
        r = con.getresponse()
        text = r.read()
        return r.status, (json.loads(text) if text else None)
    finally:
        con.close()


def game_body(client_id="off-0123456789", opponent="hard", side="south", plies=PLIES, variant=KALAH):
    return {"id": client_id, "variant": variant, "opponent": opponent, "side": side, "plies": plies}


def games_stored(s):
    return s.query("SELECT COUNT(*) FROM games")[0][0]


async def test_an_offline_game_is_stored_once_and_listed():
    s = Server()
    try:
        a = await s.client(name="Ann")
        token, ann = a.welcome["token"], a.welcome["player"]["id"]
        status, body = upload(s, token, game_body())
        check(status == 201 and isinstance(body["game"], str) and len(body["game"]) == 12, "%s %s" % (status, body))
        gid = body["game"]
        status, g = s.get_json("/api/games/" + gid)
        check(status == 200, "stored game: %s %s" % (status, g))
        check(g["result"] == "south" and g["stores"] == [27, 21], "result as replayed: %s" % g)
        check(len(g["moves"]) == 45 and g["moves"][0] == {"side": "south", "pit": 2}, "plies: %s" % g["moves"][:2])
        check(g["players"]["south"]["name"] == "Ann" and g["players"]["north"].get("bot") == "hard",
              "seats: %s" % g["players"])
        check(not g.get("rated"), "unrated: %s" % g.get("rated"))
        status, mine = s.get_json("/api/players/%s/games?limit=10" % ann)
        check(status == 200 and [x["game"] for x in mine["games"]] == [gid], "listed: %s" % mine)
        # The retry of a client whose answer was lost: the same game, stored once.
        status, again = upload(s, token, game_body())
        check(status == 200 and again == {"game": gid, "already_stored": True}, "retry: %s %s" % (status, again))
        check(games_stored(s) == 1, "stored once")
        # Another player's game with the same client id is theirs.
        b = await s.client(name="Bob")
        status, other = upload(s, b.welcome["token"], game_body(side="north"))
        check(status == 201 and other["game"] != gid, "another player's: %s %s" % (status, other))
        status, g = s.get_json("/api/games/" + other["game"])
        check(g["players"]["north"]["name"] == "Bob" and g["players"]["south"].get("bot") == "hard", str(g["players"]))
        # A game of two on one device: both seats are the player's.
        status, local = upload(s, token, game_body(client_id="off-local-game-1", opponent="local", side=None))
        check(status == 201, "local: %s %s" % (status, local))
        status, g = s.get_json("/api/games/" + local["game"])
        check(g["players"]["south"]["name"] == "Ann" and g["players"]["north"]["name"] == "Ann", str(g["players"]))
        check(games_stored(s) == 3, "three games")
    finally:
        s.stop()


async def test_bad_offline_games_are_refused_and_store_nothing():
    s = Server()
    try:
        a = await s.client(name="Ann")
        token = a.welcome["token"]
        check(upload(s, None, game_body())[0] == 401, "no token")
        check(upload(s, "f" * 64, game_body())[0] == 401, "a token that names nobody")
        check(upload(s, token, game_body(), content_type="text/plain")[0] == 415, "not JSON")
        check(upload(s, token, None, raw=b"{")[0] == 400, "bad JSON")
        # South's pit 2 ends in its store (an extra turn); pit 2 is then empty.
        status, answer = upload(s, token, game_body(plies=[2, 2]))
        check(status == 422 and answer["error"] == "illegal_game" and answer["message"].startswith("ply 2 (pit 2)"),
              "illegal ply: %s %s" % (status, answer))
        status, answer = upload(s, token, game_body(plies=PLIES + [0]))
        check(status == 422 and answer["error"] == "illegal_game", "a ply after the end: %s %s" % (status, answer))
        status, answer = upload(s, token, game_body(plies=PLIES[:10]))
        check(status == 422 and "not over" in answer["message"], "not over: %s %s" % (status, answer))
        for body in (game_body(client_id="short"), game_body(client_id="off/../../x1"), game_body(opponent="expert"),
                     game_body(side="east"), game_body(plies=["x"]), game_body(plies=[1.5]), game_body(plies="2,1"),
                     game_body(variant={"game": "kalah", "pits": 13}), game_body(plies=[0] * 2001),
                     {"variant": KALAH, "opponent": "easy", "side": "south", "plies": PLIES}):
            status, answer = upload(s, token, body)
            if status == 413:
                continue  # 2001 plies may pass the HTTP body limit first
            check(status == 400 and answer["error"] == "bad_request", "%s: %s %s" % (str(body)[:80], status, answer))
        status, _ = upload(s, token, game_body(plies=PLIES * 200))
        check(status == 413, "a body over the HTTP limit: %s" % status)
        check(games_stored(s) == 0, "nothing stored")
        status, answer = upload(s, token, game_body())
        check(status == 201, "a good game after them: %s %s" % (status, answer))
        check(games_stored(s) == 1, "one stored")
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_an_offline_game_is_stored_once_and_listed,
        test_bad_offline_games_are_refused_and_store_nothing,
    ])
