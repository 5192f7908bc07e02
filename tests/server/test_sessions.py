"""mancala-server: identity and connections — reconnect with the token, a second tab replacing
the first (4001), duplicate moves, presence and the disconnect grace, move time limit, hints,
rematches."""

import asyncio

from harness import Server, check, legal_pits, main, matched_pair


async def test_reconnecting_with_the_token_restores_the_player_and_the_game():
    s = Server(disconnect_grace_ms=5000)
    try:
        south, north, g = await matched_pair(s)
        game = g["game"]
        await south.send(type="move", game=game, ply=0, pit=0)
        await south.expect("moved")
        await north.expect("moved")
        token, player = north.welcome["token"], north.welcome["player"]
        await north.close()
        m = await south.expect("opponent", game=game, connected=False)
        check(0 < m["grace_ms"] <= 5000, str(m))
        back = await s.client(token=token)
        check(back.welcome["player"] == player and back.welcome["token"] == token, str(back.welcome))
        snap = await back.expect("game", game=game)
        # (A timed game's moves also carry each ply's clock_ms.)
        moves = [{"side": m["side"], "pit": m["pit"]} for m in snap["moves"]]
        check(snap["you"] == "north" and snap["state"]["ply"] == 1 and moves == [{"side": "south", "pit": 0}],
              str(snap))
        m = await south.expect("opponent", game=game, connected=True)
        check(m["grace_ms"] is None, str(m))
        await back.send(type="move", game=game, ply=1, pit=1)
        await back.expect("moved")
        await south.expect("moved")
        # A forged token is no error: a new player.
        other = await s.client(token="0" * 64)
        check(other.welcome["player"]["id"] != player["id"] and other.welcome["token"] != "0" * 64, str(other.welcome))
        check(s.query("SELECT COUNT(*) FROM players WHERE token_hash = ?", (token,)) == [(0,)], "token stored in clear")
    finally:
        s.stop()


async def test_a_player_back_while_the_opponent_is_away_is_told_so():
    # Regression: both dropped; the first back got the snapshot and nothing else, then the game
    # ended `abandon` without a word of warning. The grace is long enough that south is back before
    # north's runs out on a loaded machine (the sanitizer build beside an image build).
    s = Server(disconnect_grace_ms=15000)
    try:
        south, north, g = await matched_pair(s)
        token = south.welcome["token"]
        await north.close()
        await south.expect("opponent", connected=False)
        await south.close()
        back = await s.client(token=token)
        await back.expect("game", game=g["game"])
        m = await back.expect("opponent", game=g["game"], connected=False)
        check(0 < m["grace_ms"] <= 15000, "the grace left: %s" % m)
    finally:
        s.stop()


async def test_a_second_tab_replaces_the_first_and_a_duplicate_move_is_refused():
    s = Server()
    try:
        south, north, g = await matched_pair(s)
        game = g["game"]
        tab2 = await s.client(token=south.welcome["token"])
        await tab2.expect("game", game=game)
        check(await south.closed_with() == 4001, "the old tab must close with 4001")
        # Pit 2 holds 4 seeds: the last lands in South's store, so South moves again at ply 1.
        await tab2.send(type="move", game=game, ply=0, pit=2)
        m = await tab2.expect("moved")
        check(m["extra_turn"] and m["state"]["to_move"] == "south", str(m))
        await north.expect("moved")
        await tab2.error("stale_ply", type="move", game=game, ply=0, pit=2)  # the retry
        check(s.query("SELECT COUNT(*) FROM plies WHERE game_id = ?", (game,)) == [(1,)], "applied twice")
        await north.silent(0.2)
    finally:
        s.stop()


async def test_a_dropped_player_loses_by_abandon_after_the_grace():
    s = Server(disconnect_grace_ms=1500)
    try:
        south, north, g = await matched_pair(s)
        await north.close()
        m = await south.expect("opponent", connected=False)
        check(m["grace_ms"] == 1500, str(m))
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        over = await south.expect("game.over", timeout=10)
        # Generous for a loaded machine: the notice may reach us late, the end must not come early.
        check(loop.time() - t0 >= 0.8, "abandon came too early")
        check(over["state"]["result"] == "south" and over["state"]["reason"] == "abandon", str(over))
        check(s.query("SELECT result, reason FROM games WHERE id = ?", (g["game"],)) == [("south", "abandon")], "row")
    finally:
        s.stop()


async def test_a_computer_game_whose_human_is_gone_ends_and_frees_its_room():
    s = Server(disconnect_grace_ms=200)
    try:
        c = await s.client()
        await c.send(type="bot.play", level="easy")
        g = await c.expect("game")
        check(s.get_json("/healthz")[1]["games"] == 1, "one game expected")
        await c.close()
        for _ in range(100):
            await asyncio.sleep(0.05)
            if s.get_json("/healthz")[1]["games"] == 0:
                break
        check(s.get_json("/healthz")[1]["games"] == 0, "the room was not freed")
        # The writer thread commits the ending with no one left to announce it to: wait for the row.
        row = None
        for _ in range(100):
            row = s.query("SELECT reason FROM games WHERE id = ?", (g["game"],))
            if row == [("abandon",)]:
                break
            await asyncio.sleep(0.05)
        check(row == [("abandon",)], f"not ended abandon: {row}")
    finally:
        s.stop()


async def test_a_player_who_does_not_move_in_time_loses_on_timeout():
    s = Server(move_time_limit_ms=400, default_clock=None)  # untimed queue games: the per-ply limit
    try:
        south, north, g = await matched_pair(s)
        check(0 < g["move_deadline_ms"] <= 400, str(g))
        over = await north.expect("game.over", timeout=5)
        await south.expect("game.over")
        check(over["state"]["result"] == "north" and over["state"]["reason"] == "timeout", str(over))
    finally:
        s.stop()


async def test_hints_are_given_against_the_computer_and_locally_only():
    s = Server(bot_pause_ms=300)
    try:
        c = await s.client()
        await c.send(type="local.play")
        g = await c.expect("game")
        await c.send(type="hint", game=g["game"], id="h1")
        h = await c.expect("hint", id="h1", game=g["game"])
        check(h["pit"] in range(6), str(h))
        await c.send(type="bot.play", level="hard")
        g = await c.expect("game")
        await c.send(type="hint", game=g["game"], id="h2")
        h = await c.expect("hint", id="h2")
        check(h["pit"] in range(6), str(h))
    finally:
        s.stop()


async def local_game_past_the_book(c):
    """A local.play game of `c` three plies in, past the opening book, so that a hint is a whole
    bot_think_ms search: its `game` message."""
    await c.send(type="local.play")
    g = await c.expect("game")
    state = g["state"]
    for _ in range(3):
        await c.send(type="move", game=g["game"], ply=state["ply"], pit=legal_pits(state, state["to_move"])[-1])
        state = (await c.wait_for("moved"))["state"]
    return g


async def test_one_hint_at_a_time_and_hints_never_hold_up_the_computer():
    # Regression: hints shared the computer's one worker thread, so a client asking for hints in
    # several games at once held up every other player's computer by seconds.
    s = Server(bot_think_ms=400, bot_threads=1)
    try:
        askers = [await s.client() for _ in range(3)]
        games = []
        for c in askers:
            games.append((await local_game_past_the_book(c))["game"])
        for i, c in enumerate(askers):
            await c.send(type="hint", game=games[i], id="h")
        # A second hint while the first is searched: refused at once, before the first's answer.
        m = await askers[0].error("rate_limited", type="hint", game=games[0])
        check("one hint at a time" in m["message"], str(m))
        # Meanwhile another player's computer answers before the hints queued ahead of it are
        # done (1.2 s of searches on the hint thread; the computer's ply needs one 0.4-s search).
        player = await s.client()
        await player.send(type="bot.play", level="hard", side="south")
        g = await player.expect("game")
        await player.send(type="move", game=g["game"], ply=0, pit=0)
        await player.wait_for("moved")  # the player's own ply (pit 0 ends in a pit: North's turn)
        bot_moved = asyncio.ensure_future(player.wait_for("moved"))
        # The hints then come, one search after another: what is asserted is their order, so they
        # get the time three searches take under a sanitizer beside a busy machine.
        last_hint = asyncio.ensure_future(askers[-1].expect("hint", timeout=60, id="h"))
        done, _ = await asyncio.wait({bot_moved, last_hint}, return_when=asyncio.FIRST_COMPLETED, timeout=20)
        check(bot_moved in done and last_hint not in done, "the computer waited for the hints")
        await last_hint
        for c in askers[:-1]:
            await c.expect("hint", timeout=60, id="h")
        await askers[0].send(type="hint", game=games[0], id="again")  # the first answered: allowed again
        await askers[0].expect("hint", id="again")
    finally:
        s.stop()


async def test_a_hint_whose_asker_has_gone_is_not_searched():
    # Regression: asking, hanging up and asking again from a new connection queued a whole search
    # each time, so hints grew slow for everyone.
    s = Server(bot_think_ms=300, bot_threads=1, log_level="debug")
    try:
        first = await s.client()
        g = await local_game_past_the_book(first)
        token = first.welcome["token"]
        await first.close()
        for _ in range(6):
            c = await s.client(token=token)
            await c.expect("game")
            await c.send(type="hint", game=g["game"])
            await c.close()
        last = await s.client(token=token)
        await last.expect("game")
        await last.send(type="hint", game=g["game"], id="kept")
        await last.expect("hint", id="kept", timeout=20)
        searched = s.logs().count(": hint at ply")
        # The first abandoned hint may already be searching when its asker leaves; the rest are not.
        check(1 <= searched <= 2, "hints searched: %d (6 of them for connections already gone)" % searched)
    finally:
        s.stop()


async def test_rematch_swaps_seats_once_both_ask_and_repeats_change_nothing():
    s = Server()
    try:
        south, north, g = await matched_pair(s)
        game = g["game"]
        await south.send(type="resign", game=game)
        await south.expect("game.over")
        await north.expect("game.over")
        await south.send(type="rematch", game=game, id="r1")
        await south.expect("rematch", game=game, **{"from": "south"})
        await north.expect("rematch", game=game, **{"from": "south"})
        await south.send(type="rematch", game=game, id="r1b")  # a repeat: nothing new starts
        await south.expect("rematch")
        await north.send(type="rematch", game=game, id="r2")
        new_n = await north.expect("game", id="r2")
        new_s = await south.expect("game")
        check(new_n["game"] == new_s["game"] != game, "one new game expected")
        check(new_s["you"] == "north" and new_n["you"] == "south", "seats did not swap")
        # Asking again after the new game exists returns that same game.
        await south.send(type="rematch", game=game, id="r3")
        again = await south.expect("game", id="r3")
        check(again["game"] == new_s["game"], "a second request made another game")
        # Games are stored by the writer thread, after their `game` went out. A `moved` goes out
        # once its ply is committed, and the writer commits in order: after this one, any game
        # the requests above started is in the database too (the count raced the writer before).
        await north.send(type="move", game=new_n["game"], ply=new_n["state"]["ply"], pit=2)
        await north.expect("moved", game=new_n["game"])
        await south.expect("moved", game=new_n["game"])
        check(s.query("SELECT COUNT(*) FROM games") == [(2,)], "exactly two games")

        # Against the computer, the rematch starts at once with the seats swapped.
        await south.send(type="bot.play", level="easy", side="south")
        bg = await south.expect("game")
        await south.send(type="resign", game=bg["game"])
        await south.wait_for("game.over")
        await south.send(type="rematch", game=bg["game"], id="rb")
        rb = await south.wait_for("game")
        check(rb["id"] == "rb" and rb["you"] == "north" and rb["players"]["south"]["bot"] == "easy", str(rb))
    finally:
        s.stop()


async def test_a_pie_swap_between_two_people_reaches_both_with_their_new_seats():
    # Each seat hears the swap's `moved`, then a `game` snapshot naming its new side; the frames
    # are picked on the room's strand and sent by the store's writer once the ply is committed.
    s = Server()
    try:
        south, north, g = await matched_pair(s, variant={"pie": True})
        game = g["game"]
        await south.send(type="move", game=game, ply=0, pit=0)
        for c in (south, north):
            await c.expect("moved", game=game)
        await north.send(type="move", game=game, ply=1, swap=True)
        for c in (south, north):
            m = await c.expect("moved", game=game)
            check(m.get("swap") is True, str(m))
        was_south = await south.expect("game", game=game)
        was_north = await north.expect("game", game=game)
        check(was_south["you"] == "north" and was_north["you"] == "south", "%s / %s" % (was_south["you"], was_north["you"]))
        check(was_north["players"]["south"]["name"] == north.welcome["player"]["name"], str(was_north["players"]))
        # The opener, now North, moves next; the swapper, now South, is refused.
        check(was_south["state"]["to_move"] == "north", str(was_south["state"]))
        await north.error("not_your_turn", type="move", game=game, ply=2, pit=1)
        await south.send(type="move", game=game, ply=2, pit=1)
        for c in (south, north):
            await c.expect("moved", game=game)
        check(s.query("SELECT COUNT(*) FROM plies WHERE game_id = ? AND pit IS NULL", (game,)) == [(1,)], "swap stored")
    finally:
        s.stop()


async def test_ping_is_answered_pong_with_its_id_and_changes_nothing():
    s = Server()
    try:
        c = await s.client(hello=False)
        await c.error("no_hello", type="ping")
        await c.send(type="hello", protocol=1, name="Pia", id="h")
        await c.expect("welcome", id="h")
        await c.send(type="ping", id="p1")
        pong = await c.expect("pong", id="p1")
        check(pong == {"type": "pong", "id": "p1"}, str(pong))
        await c.send(type="ping")
        pong = await c.expect("pong")
        check("id" not in pong, str(pong))
        # In a game too: the pong comes without disturbing it.
        await c.send(type="bot.play", level="easy", id="b")
        g = await c.expect("game", id="b")
        await c.send(type="ping", id="p2")
        await c.expect("pong", id="p2")
        await c.send(type="move", game=g["game"], ply=0, pit=0)
        await c.expect("moved", game=g["game"])
        check(s.query("SELECT COUNT(*) FROM games") == [(1,)], "one game, no more")
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_reconnecting_with_the_token_restores_the_player_and_the_game,
        test_a_player_back_while_the_opponent_is_away_is_told_so,
        test_a_second_tab_replaces_the_first_and_a_duplicate_move_is_refused,
        test_a_dropped_player_loses_by_abandon_after_the_grace,
        test_a_computer_game_whose_human_is_gone_ends_and_frees_its_room,
        test_a_player_who_does_not_move_in_time_loses_on_timeout,
        test_hints_are_given_against_the_computer_and_locally_only,
        test_one_hint_at_a_time_and_hints_never_hold_up_the_computer,
        test_a_hint_whose_asker_has_gone_is_not_searched,
        test_rematch_swaps_seats_once_both_ask_and_repeats_change_nothing,
        test_a_pie_swap_between_two_people_reaches_both_with_their_new_seats,
        test_ping_is_answered_pong_with_its_id_and_changes_nothing,
    ])
