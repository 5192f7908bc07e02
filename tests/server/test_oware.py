"""mancala-server with {"game":"oware"}: a shared case replayed in a local game, the grand slam
and the feeding rule over the wire, a game against each computer level, and Oware's own queue."""

import asyncio
import json
import os
import sys

from harness import Server, check, main

OWARE = {"game": "oware"}
SHARED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared")


def feeding_pits(state, side):
    """The legal pits of rules/oware.md: non-empty, and reaching the opponent when they have none."""
    me = 0 if side == "south" else 1
    row, theirs = state["pits"][me], state["pits"][1 - me]
    pits = [i for i, n in enumerate(row) if n > 0]
    if sum(theirs) == 0:
        pits = [i for i in pits if row[i] >= 6 - i]
    return pits


async def play_local(client, game, plies):
    """Plays `plies` in a local game; returns the `moved` messages."""
    out = []
    for pit in plies:
        state = out[-1]["state"] if out else None
        ply = state["ply"] if state else 0
        await client.send(type="move", game=game, ply=ply, pit=pit)
        out.append(await client.wait_for("moved"))
    return out


async def test_a_local_oware_game_replays_a_shared_case_to_a_win_at_25():
    cases = json.load(open(os.path.join(SHARED, "cases", "random-games.json")))["cases"]
    case = next(c for c in cases if c["variant"] == OWARE and c["expect"]["stores"] == [25, 4])
    s = Server()
    try:
        a = await s.client()
        await a.send(type="local.play", id="l1", variant=OWARE)
        g = await a.expect("game", id="l1")
        check(g["variant"] == {"game": "oware", "no_capture_limit": 100}, str(g["variant"]))
        check(g["state"]["pits"] == [[4] * 6, [4] * 6] and g["state"]["stores"] == [0, 0], str(g["state"]))
        moved = await play_local(a, g["game"], case["plies"])
        final = moved[-1]["state"]
        want = case["expect"]
        check({k: final[k] for k in ("ply", "pits", "stores", "over", "result")} ==
              {k: want[k] for k in ("ply", "pits", "stores", "over", "result")}, "final %s want %s" % (final, want))
        check(final["reason"] == "normal", str(final))
        # Every capture is on the opponent's row, never a store on the path, never an extra turn.
        stores = [0, 0]
        for m in moved:
            me = 0 if m["side"] == "south" else 1
            check(not m["extra_turn"], str(m))
            check(all(h[0] == 1 - me and 0 <= h[1] < 6 for h in m["captured"]), str(m))
            check(all(0 <= h[1] < 6 for h in m["path"]), "a store on the path: %s" % m)
            gained = m["state"]["stores"][me] - stores[me]
            taken = sum(1 for _ in m["captured"])
            check((gained > 0) == (taken > 0), "captured %s but stores went %s -> %s" % (m["captured"], stores, m["state"]["stores"]))
            stores = m["state"]["stores"]
        over = await a.wait_for("game.over")
        check(over["state"] == final, str(over))
        rows = s.query("SELECT kind, variant, result, south_store, north_store FROM games WHERE id = ?", (g["game"],))
        check(rows[0][0] == "local" and json.loads(rows[0][1])["game"] == "oware" and rows[0][2:] == ("south", 25, 4),
              str(rows))
    finally:
        s.stop()


async def test_a_grand_slam_is_reported_and_captures_nothing():
    s = Server()
    try:
        a = await s.client()
        await a.send(type="local.play", variant=OWARE)
        g = await a.expect("game")
        # After these 11 plies North's pit 2 (6 seeds) would take South's whole row: 3, 2 and 2.
        moved = await play_local(a, g["game"], [1, 2, 3, 1, 2, 1, 4, 1, 0, 3, 5, 2])
        m = moved[-1]
        check(m["side"] == "north" and m.get("grand_slam") is True and m["captured"] == [], str(m))
        check(m["state"]["pits"] == [[3, 2, 2, 0, 0, 0], [9, 1, 0, 2, 10, 10]] and m["state"]["stores"] == [0, 9],
              str(m["state"]))
        check(all("grand_slam" not in earlier for earlier in moved[:-1]), "grand_slam on an ordinary ply")
    finally:
        s.stop()


async def test_a_ply_that_does_not_feed_is_refused_and_changes_nothing():
    s = Server()
    try:
        a = await s.client()
        await a.send(type="local.play", variant=OWARE)
        g = await a.expect("game")
        moved = await play_local(a, g["game"], [0, 5, 5, 0, 1, 0, 2, 5, 3, 5, 4, 5, 5])
        state = moved[-1]["state"]
        check(state["pits"] == [[0] * 6, [4, 12, 10, 10, 7, 0]] and state["to_move"] == "north", str(state))
        err = await a.error("illegal_move", type="move", game=g["game"], ply=13, pit=0)
        check("feed" in err["message"], str(err))
        # The hint (the hard computer) respects the feeding rule too.
        await a.send(type="hint", game=g["game"], id="h1")
        hint = await a.expect("hint", id="h1")
        check(hint["pit"] in (1, 2, 3, 4), str(hint))
        # The feeding ply still works at the same ply number: nothing changed.
        await a.send(type="move", game=g["game"], ply=13, pit=1)
        m = await a.wait_for("moved")
        check(m["state"]["ply"] == 14 and sum(m["state"]["pits"][0]) > 0, str(m))
    finally:
        s.stop()


async def test_an_oware_game_against_each_computer_level_reaches_the_end():
    s = Server(bot_pause_ms=0)
    try:
        a = await s.client()
        for level, side in (("easy", "south"), ("medium", "north"), ("hard", "south")):
            await a.send(type="bot.play", level=level, side=side, variant=OWARE, id="b-" + level)
            g = await a.expect("game", id="b-" + level)
            check(g["variant"]["game"] == "oware" and g["you"] == side, str(g))
            state, plies = g["state"], 0
            while not state["over"]:
                if state["to_move"] == side:
                    pit = feeding_pits(state, side)[-1]
                    await a.send(type="move", game=g["game"], ply=state["ply"], pit=pit)
                m = await a.wait_for("moved", timeout=30)
                check(m["state"]["ply"] == state["ply"] + 1, str(m))
                if m["side"] != side:
                    check(m["pit"] in feeding_pits(state, m["side"]), "computer broke the rules: %s" % m)
                state, plies = m["state"], plies + 1
            over = await a.wait_for("game.over")
            check(over["state"]["reason"] in ("normal", "no_feed", "no_capture_limit"), str(over))
            check(sum(state["stores"]) + sum(map(sum, state["pits"])) == 48, str(state))
            check(max(state["stores"]) >= 25 or sum(map(sum, state["pits"])) == 0 or state["result"] == "draw", str(state))
            rows = s.query("SELECT COUNT(*) FROM plies WHERE game_id = ?", (g["game"],))
            check(rows[0][0] == plies, "%s: stored %d of %d plies" % (level, rows[0][0], plies))
    finally:
        s.stop()


async def test_oware_has_its_own_queue():
    s = Server(bot_after_ms=60000)
    try:
        a = await s.client(name="Ama")
        b = await s.client(name="Kofi")
        c = await s.client(name="Esi")
        await a.send(type="queue.join", variant=OWARE, id="qa")
        joined = await a.expect("queue.joined", id="qa")
        check(joined["variant"]["game"] == "oware", str(joined))
        await b.send(type="queue.join")  # Kalah: must not be matched with an Oware player
        await b.expect("queue.joined")
        await a.silent(0.5)
        await c.send(type="queue.join", variant={"game": "oware", "no_capture_limit": 100})
        await c.expect("queue.joined")
        ga, gc = await a.expect("game"), await c.expect("game")
        check(ga["game"] == gc["game"] and ga["variant"]["game"] == "oware", str(ga))
        check({ga["you"], gc["you"]} == {"south", "north"}, str((ga["you"], gc["you"])))
        await b.silent(0.3)
        _, h = s.get_json("/healthz")
        check(h["queue"] == 1, str(h))
    finally:
        s.stop()


async def test_bad_oware_variants_are_refused():
    s = Server()
    try:
        a = await s.client()
        for variant in ({"game": "oware", "pits": 5}, {"game": "oware", "no_capture_limit": 0},
                        {"game": "oware", "pie": True}):
            err = await a.error("bad_message", type="local.play", variant=variant)
            check("variant" in err["message"], str(err))
        _, h = s.get_json("/healthz")
        check(h["games"] == 0, str(h))
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_local_oware_game_replays_a_shared_case_to_a_win_at_25,
        test_a_grand_slam_is_reported_and_captures_nothing,
        test_a_ply_that_does_not_feed_is_refused_and_changes_nothing,
        test_an_oware_game_against_each_computer_level_reaches_the_end,
        test_oware_has_its_own_queue,
        test_bad_oware_variants_are_refused,
    ])
