"""mancala-server: every error code of PROTOCOL.md, provoked, each answered once with the
message's id and without changing anything; and the frame limits (1009, 1003, 1007)."""

import asyncio
import json

from harness import RawSocket, Server, check, main, matched_pair


async def test_message_shape_errors_echo_the_id_and_keep_the_connection():
    s = Server()
    try:
        c = await s.client(hello=False)
        await c.send_raw("{not json")
        m = await c.expect("error", code="bad_json")
        check("id" not in m, "no id can be read from bad JSON")
        await c.send_raw("[1, 2]")
        await c.expect("error", code="bad_message")
        await c.send_raw('{"type": 5, "id": "t"}')
        await c.expect("error", code="bad_message", id="t")
        await c.send_raw(json.dumps({"type": "hello", "protocol": 1, "id": "x" * 65}))
        m = await c.expect("error", code="bad_message")
        check("id" not in m, "an over-long id is not echoed")
        await c.error("unknown_type", type="dance")
        await c.error("no_hello", type="queue.join")
        await c.error("protocol_version", type="hello", protocol=2)
        await c.error("bad_message", type="hello")
        for bad_name in ("", "   ", "x" * 25, "tab\there", "bell\u0007", "c1\u0085"):
            await c.error("bad_message", type="hello", protocol=1, name=bad_name)
        await c.error("bad_message", type="hello", protocol=1, token=42)
        # After all that, hello still works, with a name of exactly 24 code points (not bytes).
        name = "é" * 24
        await c.send(type="hello", protocol=1, name="  " + name + " ", id="h")
        w = await c.expect("welcome", id="h")
        check(w["player"]["name"] == name and w["protocol"] == 1, str(w))
        check(isinstance(w["token"], str) and len(w["token"]) >= 32, "token too short for 128 bits")
        await c.error("bad_message", type="hello", protocol=1)
        await c.error("bad_message", type="bot.play", level="impossible")
        await c.error("bad_message", type="bot.play")
        await c.error("bad_message", type="bot.play", level="easy", side="east")
        await c.error("bad_message", type="local.play", variant={"pits": 13})
        await c.error("bad_message", type="queue.join", variant={"game": "chess"})
        await c.error("bad_message", type="move", ply=0, pit=1)
        await c.error("bad_message", type="move", game=7, ply=0, pit=1)
        await c.error("bad_message", type="move", game="g", pit=1)
        await c.error("bad_message", type="move", game="g", ply="0", pit=1)
        await c.error("bad_message", type="move", game="g", ply=0)
        await c.error("bad_message", type="move", game="g", ply=0, pit=1.5)
        await c.error("bad_message", type="move", game="g", ply=0, pit=1, swap=True)
        await c.error("bad_message", type="resign")
        await c.error("bad_message", type="hint", game=None)
        # Nothing was created by any of it.
        check(s.query("SELECT COUNT(*) FROM games") == [(0,)], "a refused message created a game")
        await c.silent(0.2)
    finally:
        s.stop()


async def test_game_errors_follow_the_documented_check_order_and_change_nothing():
    s = Server()
    try:
        south, north, g = await matched_pair(s)
        game = g["game"]
        await south.error("not_in_game", type="move", game="nosuchgame", ply=0, pit=2)
        stranger = await s.client(name="C")
        await stranger.error("not_in_game", type="move", game=game, ply=0, pit=2)
        await stranger.error("not_in_game", type="hint", game=game)
        await stranger.error("not_in_game", type="resign", game=game)
        # not_your_turn comes before stale_ply and illegal_move.
        await north.error("not_your_turn", type="move", game=game, ply=99, pit=99)
        # stale_ply comes before illegal_move.
        await south.error("stale_ply", type="move", game=game, ply=1, pit=99)
        await south.error("illegal_move", type="move", game=game, ply=0, pit=6)
        await south.error("illegal_move", type="move", game=game, ply=0, pit=-1)
        await south.error("illegal_move", type="move", game=game, ply=0, swap=True)
        await south.error("hint_not_allowed", type="hint", game=game)
        await south.error("game_not_over", type="rematch", game=game)
        check(s.query("SELECT COUNT(*) FROM plies") == [(0,)], "a refused move was stored")
        # The game is untouched: ply 0 is still the one to answer.
        await south.send(type="move", game=game, ply=0, pit=0)
        m = await south.expect("moved")
        await north.expect("moved")
        check(m["state"]["ply"] == 1 and m["pit"] == 0 and m["state"]["to_move"] == "north", str(m))
        # An empty pit is illegal; pits[1][...] are North's.
        await north.send(type="move", game=game, ply=1, pit=0)
        m = await north.expect("moved")
        await south.expect("moved")
        await south.error("illegal_move", type="move", game=game, ply=2, pit=0)  # South's pit 0 is empty now
        await north.send(type="resign", game=game, id="r")
        over_n = await north.expect("game.over")
        over_s = await south.expect("game.over")
        check(over_n == over_s and over_s["state"]["result"] == "south" and over_s["state"]["reason"] == "resign",
              str(over_s))
        await south.error("game_over", type="move", game=game, ply=2, pit=1)
        await north.error("game_over", type="resign", game=game)
        check(s.query("SELECT COUNT(*) FROM plies WHERE game_id = ?", (game,)) == [(2,)], "plies changed")
        check(s.query("SELECT result, reason FROM games WHERE id = ?", (game,)) == [("south", "resign")], "row")
    finally:
        s.stop()


async def test_an_error_never_overtakes_the_ply_or_result_it_follows():
    # Regression: `error game_over` went out at once while the final `moved` and `game.over`
    # waited for the result's commit, so a client heard "the game is over" before the last ply.
    s = Server()
    try:
        c = await s.client()
        for round_ in range(5):
            # Kalah(1,1): South's only seed reaches the store and empties the row: the first ply ends it.
            await c.send(type="local.play", variant={"pits": 1, "seeds": 1})
            g = await c.expect("game")
            await c.send(type="move", game=g["game"], ply=0, pit=0, id="last")
            await c.send(type="move", game=g["game"], ply=1, pit=0, id="late")
            await c.send(type="resign", game=g["game"], id="resign")
            order = [(await c.next()) for _ in range(4)]
            kinds = [m["type"] if m["type"] != "error" else m["code"] for m in order]
            check(kinds == ["moved", "game.over", "game_over", "game_over"], "round %d: %s" % (round_, kinds))
            # The same after a resign: its game.over first, then the refused move.
            await c.send(type="local.play")
            g = await c.expect("game")
            await c.send(type="resign", game=g["game"])
            await c.send(type="move", game=g["game"], ply=0, pit=0, id="late")
            kinds = [m["type"] if m["type"] != "error" else m["code"] for m in [await c.next(), await c.next()]]
            check(kinds == ["game.over", "game_over"], "round %d after resign: %s" % (round_, kinds))
    finally:
        s.stop()


async def test_a_flood_of_messages_is_rate_limited():
    s = Server(rate_limit_per_s=5, rate_limit_burst=5)
    try:
        c = await s.client()
        for i in range(20):
            await c.send(type="queue.leave", id=str(i))
        codes = []
        for _ in range(20):
            m = await c.next()
            codes.append(m.get("code") if m["type"] == "error" else m["type"])
        # The burst of 5 covers hello and four messages; the rest come too fast for 5 a second.
        check(codes.count("rate_limited") >= 14 and codes.count("queue.left") >= 4, str(codes))
    finally:
        s.stop()


async def test_a_frame_over_4096_bytes_closes_with_1009():
    s = Server()
    try:
        c = await s.client()
        await c.send_raw(json.dumps({"type": "queue.leave", "pad": "x" * 5000}))
        check(await c.closed_with() == 1009, "expected 1009")
        # At the limit exactly, the message is read.
        c = await s.client()
        msg = {"type": "queue.leave", "pad": ""}
        msg["pad"] = "x" * (4096 - len(json.dumps(msg)))
        await c.send_raw(json.dumps(msg))
        await c.expect("queue.left")
    finally:
        s.stop()


async def test_a_binary_frame_closes_with_1003_and_bad_utf8_with_1007():
    s = Server()
    try:
        c = await s.client()
        await c.ws.send(b'{"type":"queue.leave"}')
        check(await c.closed_with() == 1003, "expected 1003")
        raw = RawSocket(s.port)
        raw.send_frame(0x1, b'{"type":"hello","protocol":1,"name":"\xff\xfe"}')
        check(raw.close_code() == 1007, "expected 1007")
        # The server still serves others.
        ok = await s.client()
        await ok.send(type="queue.leave")
        await ok.expect("queue.left")
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_message_shape_errors_echo_the_id_and_keep_the_connection,
        test_game_errors_follow_the_documented_check_order_and_change_nothing,
        test_an_error_never_overtakes_the_ply_or_result_it_follows,
        test_a_flood_of_messages_is_rate_limited,
        test_a_frame_over_4096_bytes_closes_with_1009,
        test_a_binary_frame_closes_with_1003_and_bad_utf8_with_1007,
    ])
