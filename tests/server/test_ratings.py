"""mancala-server: ratings (PROTOCOL.md §Ratings and accounts) — which games are rated, the
Glicko-2 values in `game` and `game.over`, GET /api/players/{id} and /api/leaderboard, the pair
limit, and the queue pairing the nearest ratings first."""

import json
import math
import os
import tempfile
import time
import urllib.parse

from harness import Server, check, execute_on, legal_pits, main, matched_pair, play_one_ply_each_then_resign

SCALE = 173.7178


def glicko2_one_game(r, rd, vol, opp_r, opp_rd, score, tau=0.5):
    """Glickman's "Example of the Glicko-2 system", steps 2-8, for one game: an independent
    calculation to check the server's figures against."""
    mu, phi = (r - 1500) / SCALE, rd / SCALE
    mu_j, phi_j = (opp_r - 1500) / SCALE, opp_rd / SCALE
    g = 1 / math.sqrt(1 + 3 * phi_j ** 2 / math.pi ** 2)
    e = 1 / (1 + math.exp(-g * (mu - mu_j)))
    v = 1 / (g ** 2 * e * (1 - e))
    delta = v * g * (score - e)
    a = math.log(vol ** 2)

    def f(x):
        ex = math.exp(x)
        return ex * (delta ** 2 - phi ** 2 - v - ex) / (2 * (phi ** 2 + v + ex) ** 2) - (x - a) / tau ** 2

    big_a = a
    if delta ** 2 > phi ** 2 + v:
        big_b = math.log(delta ** 2 - phi ** 2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    fa, fb = f(big_a), f(big_b)
    while abs(big_b - big_a) > 0.000001:
        c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2
        big_b, fb = c, fc
    new_vol = math.exp(big_a / 2)
    phi_star = math.sqrt(phi ** 2 + new_vol ** 2)
    new_phi = 1 / math.sqrt(1 / phi_star ** 2 + 1 / v)
    new_mu = mu + new_phi ** 2 * g * (score - e)
    return 1500 + SCALE * new_mu, SCALE * new_phi, new_vol


def variant_key(variant):
    """The server's variant key: the full variant's JSON with sorted keys and no spaces."""
    return json.dumps(variant, sort_keys=True, separators=(",", ":"))


async def test_a_queue_game_between_two_people_is_rated_by_glicko2():
    s = Server(leaderboard_max_rd=350)
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        check(g["rated"] is True, str(g))
        check(g["ratings"] == {"south": {"rating": 1500.0, "rd": 350.0}, "north": {"rating": 1500.0, "rd": 350.0}},
              str(g["ratings"]))
        over, over_n = await play_one_ply_each_then_resign(south, north, g, south)
        check(over == over_n, "the seats heard different results")
        check(over["rated"] is True and over["state"]["result"] == "north", str(over))
        want_n = glicko2_one_game(1500, 350, 0.06, 1500, 350, 1.0)
        want_s = glicko2_one_game(1500, 350, 0.06, 1500, 350, 0.0)
        got_n, got_s = over["ratings"]["north"], over["ratings"]["south"]
        check(abs(got_n["rating"] - want_n[0]) < 1e-6 and abs(got_n["rd"] - want_n[1]) < 1e-6, "%s vs %s" % (got_n, want_n))
        check(abs(got_s["rating"] - want_s[0]) < 1e-6 and abs(got_s["rd"] - want_s[1]) < 1e-6, "%s vs %s" % (got_s, want_s))
        check(abs(over["rating_change"]["north"] - (want_n[0] - 1500)) < 1e-6, str(over["rating_change"]))
        check(abs(over["rating_change"]["south"] + over["rating_change"]["north"]) < 1e-6, "equal players: ± the same")
        check(160 < over["rating_change"]["north"] < 170, "a newcomer's win is worth ~163 points: %s" % over)

        key = variant_key(g["variant"])
        sid, nid = south.welcome["player"]["id"], north.welcome["player"]["id"]
        status, page = s.get_json("/api/players/" + nid)
        check(status == 200 and page["id"] == nid and page["name"] == north.welcome["player"]["name"], str(page))
        check(page["games"] == 1, str(page))
        check(page["account"] is None and len(page["ratings"]) == 1, str(page))
        r = page["ratings"][0]
        check(r["variant"] == g["variant"] and r["games"] == 1 and abs(r["rating"] - want_n[0]) < 1e-6, str(r))
        check(r["speed"] == "blitz" and page["history"][0]["speed"] == "blitz", "a 5+3 game is blitz: %s" % page)
        check(abs(r["vol"] - want_n[2]) < 1e-9, str(r))
        check([h["game"] for h in page["history"]] == [g["game"]] and abs(page["history"][0]["rating"] - want_n[0]) < 1e-6,
              str(page["history"]))
        status, body = s.get_json("/api/players/nosuchplayer")
        check(status == 404 and body["error"] == "not_found", str(body))
        status, board = s.get_json("/api/leaderboard?variant=" + urllib.parse.quote(key))
        check(status == 200 and [p["id"] for p in board["players"]] == [nid, sid], str(board))
        check(board["players"][0]["name"] == page["name"] and board["players"][0]["games"] == 1, str(board))
        check(board["speed"] == "blitz", "the default clock's speed is the default: %s" % board)
        _, default_board = s.get_json("/api/leaderboard")
        check(default_board == board, "the standard board is the default")
        _, rapid = s.get_json("/api/leaderboard?speed=rapid")
        check(rapid["speed"] == "rapid" and rapid["players"] == [], "ratings are kept per speed: %s" % rapid)
        _, blitz = s.get_json("/api/leaderboard?speed=blitz&variant=" + urllib.parse.quote(key))
        check(blitz == board, str(blitz))
        _, oware = s.get_json("/api/leaderboard?variant=" + urllib.parse.quote('{"game":"oware"}'))
        check(oware["players"] == [], str(oware))
        _, prov = s.get_json("/api/leaderboard?provisional=1")
        check(prov["players"] == [], "every RD is at most 350, the bar here: none provisional: %s" % prov)
        for bad in ("/api/leaderboard?variant=%7Bnot", "/api/leaderboard?variant=%7B%22pits%22%3A99%7D",
                    "/api/leaderboard?limit=0", "/api/leaderboard?variant=%zz", "/api/leaderboard?speed=ultrabullet"):
            status, body = s.get_json(bad)
            check(status == 400 and body["error"] == "bad_request", "%s: %d %s" % (bad, status, body))
        rows = s.query("SELECT COUNT(*) FROM game_ratings WHERE game_id = ?", (g["game"],))
        check(rows == [(2,)], "rating rows of the game: %s" % rows)
    finally:
        s.stop()


async def test_the_leaderboard_leaves_out_provisional_ratings():
    s = Server()  # leaderboard_max_rd 110: one game leaves RD near 290
    try:
        south, north, g = await matched_pair(s)
        over, _ = await play_one_ply_each_then_resign(south, north, g, north)
        # The game was rated and both ratings are stored, each still provisional (RD near 290 > 110).
        check(over["rated"] is True and over["state"]["result"] == "south", str(over))
        want = {"south": glicko2_one_game(1500, 350, 0.06, 1500, 350, 1.0),
                "north": glicko2_one_game(1500, 350, 0.06, 1500, 350, 0.0)}
        for side, seat in (("south", south), ("north", north)):
            pid = seat.welcome["player"]["id"]
            status, page = s.get_json("/api/players/" + pid)
            check(status == 200 and len(page["ratings"]) == 1, "%s: %d %s" % (side, status, page))
            r = page["ratings"][0]
            check(r["games"] == 1 and abs(r["rating"] - want[side][0]) < 1e-6 and abs(r["rd"] - want[side][1]) < 1e-6,
                  "%s's stored rating %s, want %s" % (side, r, want[side]))
            check(280 < r["rd"] < 300, "one game leaves RD near 290: %s" % r)
        # Only then is an empty board the rule at work, not a missing rating.
        _, board = s.get_json("/api/leaderboard")
        check(board["players"] == [], str(board))
        # provisional=1 lists them instead, highest rating first: the winner, then the loser.
        status, prov = s.get_json("/api/leaderboard?provisional=1")
        ids = [seat.welcome["player"]["id"] for seat in (south, north)]
        check(status == 200 and [p["id"] for p in prov["players"]] == ids, str(prov))
        check(all(p["rd"] > 110 and p["games"] == 1 for p in prov["players"]), str(prov))
        _, settled = s.get_json("/api/leaderboard?provisional=0")
        check(settled == board, "provisional=0 is the default: %s" % settled)
        for bad in ("/api/leaderboard?provisional=yes", "/api/leaderboard?provisional=2", "/api/leaderboard?provisional="):
            status, body = s.get_json(bad)
            check(status == 400 and body["error"] == "bad_request", "%s: %d %s" % (bad, status, body))
    finally:
        s.stop()


async def test_computer_local_friend_and_unmoved_games_are_unrated():
    s = Server()
    try:
        a = await s.client(name="Ann")
        await a.send(type="bot.play", level="easy")
        bot = await a.expect("game")
        check(bot["rated"] is False and bot["ratings"] is None, str(bot))
        await a.send(type="move", game=bot["game"], ply=0, pit=legal_pits(bot["state"], "south")[0])
        await a.wait_for("moved")
        await a.send(type="resign", game=bot["game"])
        over = await a.wait_for("game.over")
        check(over["rated"] is False and over["ratings"] is None and "rating_change" not in over, str(over))
        check("unrated_reason" not in over, "a computer game was never meant to be rated: %s" % over)
        await a.send(type="local.play")
        local = await a.wait_for("game")  # the computer's reply to the ply above waits in the inbox
        check(local["rated"] is False and local["you"] == "both", str(local))
        b = await s.client(name="Bob")
        await a.send(type="friend.create")
        code = (await a.wait_for("friend.created"))["code"]
        await b.send(type="friend.join", code=code)
        friend = await b.expect("game")
        check(friend["rated"] is False and friend["ratings"] is None, str(friend))
        # A queue game where only one side moved: unrated.
        south, north, g = await matched_pair(s, names=("Cid", "Dee"))
        check(g["rated"] is True, str(g))
        await south.send(type="move", game=g["game"], ply=0, pit=legal_pits(g["state"], "south")[0])
        await south.wait_for("moved")
        await north.send(type="resign", game=g["game"])
        over = await south.wait_for("game.over")
        check(over["rated"] is False and over["ratings"] is None, str(over))
        check(over["unrated_reason"] == "not_both_moved", str(over))
        check(s.query("SELECT COUNT(*) FROM game_ratings") == [(0,)], "an unrated game was rated")
        check(s.query("SELECT COUNT(*) FROM ratings") == [(0,)], "a rating was stored")
    finally:
        s.stop()


async def test_games_past_the_pair_limit_in_a_day_are_unrated():
    s = Server(max_rated_per_pair=2)
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        rated = []
        for _ in range(3):
            for c in (a, b):
                await c.send(type="queue.join")
                await c.expect("queue.joined")
            ga, gb = await a.expect("game"), await b.expect("game")
            south, north, g = (a, b, ga) if ga["you"] == "south" else (b, a, gb)
            over, _ = await play_one_ply_each_then_resign(south, north, g, south)
            rated.append(over["rated"])
        check(rated == [True, True, False], "rated: %s" % rated)
        check(over["unrated_reason"] == "pair_limit", str(over))
        _, page = s.get_json("/api/players/" + a.welcome["player"]["id"])
        check(page["ratings"][0]["games"] == 2 and len(page["history"]) == 2, str(page))
    finally:
        s.stop()


async def make_players(path, names):
    s = Server(db=path, round_trip=False)
    tokens, ids = {}, {}
    try:
        for name in names:
            c = await s.client(name=name)
            tokens[name], ids[name] = c.welcome["token"], c.welcome["player"]["id"]
            await c.close()
        time_limit = time.time() + 5
        while s.query("SELECT COUNT(*) FROM players") != [(len(names),)] and time.time() < time_limit:
            time.sleep(0.05)
    finally:
        s.stop()
    return tokens, ids


def set_ratings(path, ids, ratings, variant):
    for name, (rating, rd) in ratings.items():
        execute_on(path, "INSERT INTO ratings(player_id, variant, rating, rd, vol, games) VALUES (?, ?, ?, ?, 0.06, 10)",
                   (ids[name], variant_key(variant), rating, rd))


STANDARD = {"game": "kalah", "pits": 6, "seeds": 4, "capture": "standard", "pie": False, "scoring": "store",
            "early_end": False}


async def test_the_queue_pairs_the_nearest_ratings_first():
    folder = tempfile.TemporaryDirectory(prefix="mancala-ratings-test-")
    path = os.path.join(folder.name, "seeded.db")
    try:
        tokens, ids = await make_players(path, ["Ann", "Bob", "Cid"])
        set_ratings(path, ids, {"Ann": (1500, 60), "Bob": (1900, 60), "Cid": (1520, 60)}, STANDARD)
        s = Server(db=path, bot_after_ms=20000)
        try:
            clients = {}
            for name in ("Ann", "Bob", "Cid"):
                c = await s.client(token=tokens[name])
                await c.send(type="queue.join", clock=None)  # rapid: the seeded ratings' speed
                await c.expect("queue.joined")
                clients[name] = c
                time.sleep(0.1)
            ga = await clients["Ann"].expect("game")
            gc = await clients["Cid"].expect("game")
            check(ga["game"] == gc["game"], "Ann and Cid (20 apart) play each other")
            names = {ga["players"]["south"]["name"], ga["players"]["north"]["name"]}
            check(names == {"Ann", "Cid"}, str(ga["players"]))
            mine = ga["ratings"][ga["you"]]
            check(mine == {"rating": 1500.0, "rd": 60.0}, "the game shows the stored rating: %s" % ga["ratings"])
            await clients["Bob"].silent(1.0)  # 400 points from anyone: Bob waits on
        finally:
            s.stop()
    finally:
        folder.cleanup()


async def test_far_apart_ratings_still_pair_before_the_computer_comes():
    folder = tempfile.TemporaryDirectory(prefix="mancala-ratings-test-")
    path = os.path.join(folder.name, "seeded.db")
    try:
        tokens, ids = await make_players(path, ["Ann", "Bob"])
        set_ratings(path, ids, {"Ann": (1200, 60), "Bob": (2200, 60)}, STANDARD)
        s = Server(db=path, bot_after_ms=3000)
        try:
            a = await s.client(token=tokens["Ann"])
            b = await s.client(token=tokens["Bob"])
            start = time.time()
            for c in (a, b):
                await c.send(type="queue.join", clock=None)  # rapid: the seeded ratings' speed
                await c.expect("queue.joined")
            ga = await a.expect("game", timeout=5)
            waited = time.time() - start
            check(ga["players"]["south"]["bot"] is None and ga["players"]["north"]["bot"] is None,
                  "paired with the computer instead of the human there: %s" % ga["players"])
            check(waited > 0.5, "1,000 points apart were paired at once (%.2f s)" % waited)
        finally:
            s.stop()
    finally:
        folder.cleanup()


if __name__ == "__main__":
    main([
        test_a_queue_game_between_two_people_is_rated_by_glicko2,
        test_the_leaderboard_leaves_out_provisional_ratings,
        test_computer_local_friend_and_unmoved_games_are_unrated,
        test_games_past_the_pair_limit_in_a_day_are_unrated,
        test_the_queue_pairs_the_nearest_ratings_first,
        test_far_apart_ratings_still_pair_before_the_computer_comes,
    ])
