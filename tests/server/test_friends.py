"""mancala-server: playing a friend (PROTOCOL.md §Playing a friend) — friend.create, friend.join,
friend.cancel, GET /api/invites/{code}: codes used once, expiring, limited per player, kept across
the creator's reload, and refused plainly when unknown, cancelled, used, expired or one's own."""

import asyncio
import re

from harness import Server, check, legal_pits, main


async def refused(client, error_code, msg):
    """Sends `msg` (a dict: its `code` field is the invitation's) and expects `error_code` echoing its id."""
    msg = dict(msg, id="r")
    await client.send(**msg)
    m = await client.expect("error", id="r")
    check(m["code"] == error_code, "expected %s, got %s for %s" % (error_code, m, msg))
    return m


async def create(client, **fields):
    await client.send(type="friend.create", id="fc", **fields)
    m = await client.expect("friend.created", id="fc")
    check(re.fullmatch(r"[0-9a-z]{26}", m["code"]) is not None, "code is not 26 of [0-9a-z]: %s" % m)
    check(m["url"] == "/#friend=" + m["code"], str(m))
    return m


async def test_a_friend_joins_by_code_and_both_get_the_game():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        # Untimed (clock null): the game has the per-ply move limit.
        inv = await create(a, side="south", variant={"game": "kalah", "seeds": 3}, clock=None)
        check(inv["expires_ms"] == 1800000 and inv["side"] == "south" and inv["clock"] is None, str(inv))
        check(inv["variant"]["seeds"] == 3, str(inv))
        status, shown = s.get_json("/api/invites/" + inv["code"])
        check(status == 200 and shown["from"] == {"name": "Ann"} and shown["side"] == "south", str(shown))
        check(shown["variant"] == inv["variant"] and 0 < shown["expires_ms"] <= 1800000, str(shown))
        check("token" not in str(shown) and a.welcome["player"]["id"] not in str(shown), "the invite shows too much")

        await b.send(type="friend.join", id="fj", code=inv["code"])
        gb = await b.expect("game", id="fj")
        ga = await a.expect("game")
        check("id" not in ga, "the creator's game echoes an id: %s" % ga)
        check(ga["game"] == gb["game"] and ga["you"] == "south" and gb["you"] == "north", "%s / %s" % (ga, gb))
        ann_id, bob_id = a.welcome["player"]["id"], b.welcome["player"]["id"]
        check(ga["players"]["south"] == {"name": "Ann", "bot": None, "account": False, "id": ann_id}, str(ga))
        check(ga["players"]["north"] == {"name": "Bob", "bot": None, "account": False, "id": bob_id}, str(ga))
        check(ga["state"]["pits"][0] == [3] * 6 and ga["watchers"] == 0, str(ga))
        check(isinstance(ga["move_deadline_ms"], int), "a friend game has the move limit: %s" % ga)
        game = ga["game"]

        # Used once: the code is gone for anyone.
        c = await s.client(name="Cid")
        await refused(c, "invite_not_found", {"type": "friend.join", "code": inv["code"]})
        status, body = s.get_json("/api/invites/" + inv["code"])
        check(status == 404 and body["error"] == "invite_not_found", str(body))

        # A game between two people: no hints; it is played like any other.
        await a.error("hint_not_allowed", type="hint", game=game)
        await a.send(type="move", game=game, ply=0, pit=legal_pits(ga["state"], "south")[0])
        await a.expect("moved")
        await b.expect("moved")
        # Never listed in /api/live, but stored as a game between people, not from the queue.
        _, live = s.get_json("/api/live")
        check(all(g["game"] != game for g in live["games"]), str(live))
        await b.send(type="resign", game=game)
        over = await a.wait_for("game.over")
        check(over["state"]["result"] == "south" and over["state"]["reason"] == "resign", str(over))
        check(s.query("SELECT kind, from_queue FROM games WHERE id = ?", (game,)) == [("human", 0)], "stored kind")
    finally:
        s.stop()


async def test_own_unknown_and_cancelled_codes_and_bad_fields_are_refused():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        inv = await create(a)
        check(inv["side"] == "random", str(inv))
        m = await refused(a, "bad_message", {"type": "friend.join", "code": inv["code"]})
        check("own" in m["message"], str(m))
        await refused(b, "invite_not_found", {"type": "friend.join", "code": "x" * 26})
        await refused(b, "invite_not_found", {"type": "friend.cancel", "code": inv["code"]})  # not Bob's to cancel
        await a.send(type="friend.cancel", id="c1", code=inv["code"])
        await a.expect("friend.cancelled", id="c1", code=inv["code"])
        await refused(b, "invite_not_found", {"type": "friend.join", "code": inv["code"]})
        await refused(a, "invite_not_found", {"type": "friend.cancel", "code": inv["code"]})
        for bad in ({"type": "friend.join"}, {"type": "friend.join", "code": 7},
                    {"type": "friend.join", "code": "c" * 65}, {"type": "friend.cancel"},
                    {"type": "friend.create", "side": "east"}, {"type": "friend.create", "side": 0},
                    {"type": "friend.create", "variant": {"game": "kalah", "pits": 99}},
                    {"type": "friend.create", "clock": {"limit_s": 60}}):
            await refused(b, "bad_message", bad)
        status, _ = s.get_json("/api/invites/" + "z" * 200)
        check(status == 404, "a long code: %d" % status)
        # Nothing was opened by any of it.
        check(s.query("SELECT COUNT(*) FROM games") == [(0,)], "a refused invitation opened a game")
    finally:
        s.stop()


async def test_open_codes_are_limited_per_player():
    s = Server(max_open_invites=2)
    try:
        a = await s.client(name="Ann")
        first = await create(a)
        await create(a)
        m = await a.error("rate_limited", type="friend.create")
        check("2" in m["message"], str(m))
        await a.send(type="friend.cancel", code=first["code"])
        await a.expect("friend.cancelled")
        await create(a)
        # The limit is the player's: another player has their own.
        b = await s.client(name="Bob")
        await create(b)
    finally:
        s.stop()


async def test_a_code_expires_after_its_time():
    s = Server(invite_ttl_ms=300)
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        inv = await create(a)
        check(inv["expires_ms"] == 300, str(inv))
        await asyncio.sleep(0.5)
        await refused(b, "invite_not_found", {"type": "friend.join", "code": inv["code"]})
        status, _ = s.get_json("/api/invites/" + inv["code"])
        check(status == 404, "an expired code is still shown")
        # Expired codes do not count against the limit.
        for _ in range(3):
            await create(a)
    finally:
        s.stop()


async def test_the_creator_keeps_the_code_across_a_reload_and_may_be_away_when_the_friend_joins():
    s = Server(disconnect_grace_ms=3000)
    try:
        a = await s.client(name="Ann")
        token = a.welcome["token"]
        inv = await create(a, side="north")
        await a.close()
        back = await s.client(token=token)
        status, shown = s.get_json("/api/invites/" + inv["code"])
        check(status == 200 and shown["from"]["name"] == "Ann", str(shown))
        await back.close()
        await asyncio.sleep(0.2)

        # The friend joins while Ann is away: the game starts, Ann's seat is away with its grace.
        b = await s.client(name="Bob")
        await b.send(type="friend.join", id="j", code=inv["code"])
        gb = await b.expect("game", id="j")
        check(gb["you"] == "south" and gb["players"]["north"]["name"] == "Ann", str(gb))
        away = await b.expect("opponent", game=gb["game"], connected=False, side="north")
        check(0 < away["grace_ms"] <= 3000, str(away))
        again = await s.client(token=token)
        ga = await again.expect("game", game=gb["game"])
        check(ga["you"] == "north", str(ga))
        await b.expect("opponent", game=gb["game"], connected=True, side="north")
        await b.send(type="move", game=gb["game"], ply=0, pit=0)
        await b.expect("moved")
        await again.expect("moved")
    finally:
        s.stop()


async def test_a_random_side_is_drawn_at_the_join():
    s = Server()
    try:
        a = await s.client(name="Ann")
        seats = set()
        for _ in range(20):
            b = await s.client(name="Bob")
            inv = await create(a)
            await b.send(type="friend.join", code=inv["code"])
            gb = await b.expect("game")
            ga = await a.expect("game")
            check({ga["you"], gb["you"]} == {"south", "north"}, "%s / %s" % (ga["you"], gb["you"]))
            seats.add(ga["you"])
            await a.send(type="resign", game=ga["game"])
            await a.wait_for("game.over")
            await b.close()
        check(seats == {"south", "north"}, "twenty draws gave the creator only %s" % seats)
    finally:
        s.stop()


async def test_the_invitation_keeps_its_clock_for_the_game():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        inv = await create(a, clock={"limit_s": 60, "inc_s": 1})
        check(inv["clock"] == {"limit_s": 60, "inc_s": 1}, str(inv))
        status, shown = s.get_json("/api/invites/" + inv["code"])
        check(status == 200 and shown["clock"] == {"limit_s": 60, "inc_s": 1}, "the invite page shows the clock: %s" % shown)
        check((await create(a))["clock"] == {"limit_s": 300, "inc_s": 3}, "omitted: the server's default_clock")
        m = await refused(a, "bad_message", {"type": "friend.create", "clock": {"days": 4}})
        check("clock.days" in m["message"], str(m))
        await b.send(type="friend.join", id="fj", code=inv["code"])
        gb = await b.expect("game", id="fj")
        ga = await a.expect("game")
        for g in (ga, gb):
            check(g["clock"] is not None and g["clock"]["limit_s"] == 60 and g["clock"]["inc_s"] == 1, str(g))
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_friend_joins_by_code_and_both_get_the_game,
        test_own_unknown_and_cancelled_codes_and_bad_fields_are_refused,
        test_open_codes_are_limited_per_player,
        test_a_code_expires_after_its_time,
        test_the_creator_keeps_the_code_across_a_reload_and_may_be_away_when_the_friend_joins,
        test_a_random_side_is_drawn_at_the_join,
        test_the_invitation_keeps_its_clock_for_the_game,
    ])
