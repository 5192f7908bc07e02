"""KGP 1.0.1 (the Kalah Game Protocol) on the server: scripted agents over raw TCP (`kgp_port`) and
over the WebSocket at /kgp, a transcript per part of the spec (handshake, modes, state/move/stop,
yield, ping, set, errors), the mirrored board, extra turns, illegal moves and disconnects that
lose, the computer after kgp_bot_after_ms, and the games stored like any other."""

import asyncio
import json
import socket
import sys
import time
import urllib.error
import urllib.request

import websockets

from harness import Server, check, main
from kgp_agent import Agent, autoplay, first_state

START = [6, 0, 0] + [4] * 12


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def kgp_server(**settings):
    flags = {"kgp_port": free_port(), "kgp_bot_after_ms": 60000, "kgp_move_ms": 5000}
    flags.update(settings)
    s = Server(**flags)
    s.kgp = flags["kgp_port"]
    return s


def wait_for(probe, what, timeout=10):
    """Polls `probe` (a function returning a value or None) until it answers."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = probe()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("timed out waiting for " + what)


def seat_players(s, game):
    """[south, north] player ids of `game` once its row is stored (it is written behind the room's opening)."""
    rows = wait_for(lambda: s.query("SELECT south_player, north_player FROM games WHERE id = ?", (game,)),
                    "game %s stored" % game)
    return list(rows[0])


def live_game_of(s, name):
    """The id of the game in /api/live where `name` sits."""
    def probe():
        _, live = s.get_json("/api/live")
        for g in live["games"]:
            if name in (g["players"]["south"]["name"], g["players"]["north"]["name"]):
                return g["game"]
        return None
    return wait_for(probe, "a live game of " + name)


def south_agent_named(g, south, north, name):
    """Which of the first game's agents (`south`, `north`) played as `name` in record `g`."""
    return south if g["players"]["south"]["name"] == name else north


def stored(s, game):
    """The record of `game` once the store has its start (a live game is written behind)."""
    def probe():
        status, g = s.get_json("/api/games/" + game)
        return g if status == 200 else None
    return wait_for(probe, "the record of game " + game)


def finished(s, game):
    def probe():
        status, g = s.get_json("/api/games/" + game)  # 404 until the store has the game's start
        return g if status == 200 and g["result"] else None
    return wait_for(probe, "the end of game " + game)


async def pair(s, names=("Ann", "Bob"), ws=(False, False)):
    """Two agents in freeplay, paired: [(agent, first state)] South first, and the game id."""
    agents = []
    for name, over_ws in zip(names, ws):
        a = await (Agent.websocket(s.port) if over_ws else Agent.tcp(s.kgp))
        await a.freeplay(name=name)
        agents.append(a)
    south, state = await first_state(*agents)
    north = agents[1] if south is agents[0] else agents[0]
    return south, state, north, live_game_of(s, names[0])


async def test_handshake_and_mode():
    s = kgp_server()
    try:
        a = await Agent.tcp(s.kgp)
        hello = await a.expect("kgp")
        check(hello.args == "1 0 1" and hello.id == 2, "the server speaks first: %r" % hello.text)
        await a.command("7 mode freeplay")
        ok = await a.expect("ok")
        check(ok.ref == 7 and ok.id == 4, "ok refers to mode: %r" % ok.text)
        await a.command("9 mode freeplay")
        again = await a.expect("error")
        check(again.ref == 9, "a second mode is an error: %r" % again.text)
        await a.command("11 ping")
        pong = await a.expect("pong")
        check(pong.ref == 11, "the agent is still connected: %r" % pong.text)

        b = await Agent.tcp(s.kgp)
        await b.expect("kgp")
        await b.command("3 mode eval")
        err = await b.expect("error")
        check(err.ref == 3 and "Unsupported" in err.args, "an unknown mode is refused: %r" % err.text)
        bye = await b.raw_line()
        check(bye == "goodbye", "then goodbye: %r" % bye)
        check(await b.closed(), "and the connection closes")

        c = await Agent.websocket(s.port)
        await c.freeplay()
        await a.close()
        await c.close()
    finally:
        s.stop()


async def test_no_mode_is_dropped():
    s = kgp_server()
    try:
        a = await Agent.tcp(s.kgp)
        await a.expect("kgp")
        err = await a.expect("error", timeout=30)
        check("no mode" in err.args, "told why: %r" % err.text)
        check(await a.raw_line() == "goodbye", "then goodbye")
        check(await a.closed(), "and closed")
    finally:
        s.stop()


async def test_state_move_stop_extra_turn_and_mirror():
    s = kgp_server()
    try:
        south, state, north, game = await pair(s)
        check(state.board() == START, "the start: %r" % state.text)
        # Pit 3 sows 4 seeds into pits 4, 5, 6 and the store: an extra turn, a new state.
        await south.command("@%d move 5" % state.id)
        await south.command("@%d move 3" % state.id)  # the last move counts
        await south.command("@%d yield" % state.id)
        stop = await south.expect("stop")
        check(stop.ref == state.id, "stop refers to the state: %r" % stop.text)
        extra = await south.expect("state")
        check(extra.id != state.id, "a new id for the extra turn")
        check(extra.board() == [6, 1, 0, 4, 4, 0, 5, 5, 5] + [4] * 6, "after pit 3: %r" % extra.text)
        # A move for the old state is refused and changes nothing.
        await south.command("21@%d move 1" % state.id)
        stale = await south.expect("error")
        check(stale.ref == 21 and "No state associated" in stale.args, "a stale reference: %r" % stale.text)
        await south.command("@%d move 1" % extra.id)
        await south.command("@%d yield" % extra.id)
        await south.expect("stop")
        # North sees the same position with its own row first.
        seen = await north.until("state")
        check(seen.board() == [6, 0, 1] + [4] * 6 + [0, 5, 1, 6, 6, 5], "North's view: %r" % seen.text)
        _, g = s.get_json("/api/games/" + game)
        check([m["pit"] for m in g["moves"]] == [2, 0], "the plies stored: %r" % g["moves"])
        check({g["players"]["south"]["name"], g["players"]["north"]["name"]} == {"Ann", "Bob"}, "both seats")
        await south.close()
        await north.close()
    finally:
        s.stop()


async def test_stop_plays_the_last_move_or_a_random_one():
    s = kgp_server(kgp_move_ms=300)
    try:
        south, state, north, game = await pair(s)
        await south.command("@%d move 2" % state.id)  # no yield: the time runs out
        stop = await south.expect("stop", timeout=5)
        check(stop.ref == state.id, "stop after kgp_move_ms")
        seen = await north.until("state")
        check(seen.board()[3 + 6:] == [4, 0, 5, 5, 5, 5], "pit 2 was played: %r" % seen.text)
        # North says nothing: a random legal ply, and a ping.
        await north.expect("stop", timeout=5)
        ping = await north.expect("ping")
        await north.command("@%d pong" % ping.id)
        _, g = wait_for(lambda: (lambda r: r if len(r[1]["moves"]) >= 2 else None)(s.get_json("/api/games/" + game)),
                        "North's ply")
        check(g["moves"][1]["side"] == "north", "the server played for North: %r" % g["moves"])
        await south.close()
        await north.close()
    finally:
        s.stop()


async def test_ping_set_and_errors_keep_the_agent():
    s = kgp_server()
    try:
        a = await Agent.tcp(s.kgp)
        await a.expect("kgp")
        await a.command("3 set foo:bar 1")
        await a.command('5 set info:name "Cleo"')
        await a.command("7 set info:name")
        bad_set = await a.expect("error")
        check(bad_set.ref == 7, "a set without a value: %r" % bad_set.text)
        await a.command("%%% garbage \x01")
        garbage = await a.expect("error")
        check(garbage.ref is None, "no id to refer to: %r" % garbage.text)
        await a.command('9 move "unterminated')
        check((await a.expect("error")).ref == 9, "the id is referred to")
        await a.command("11 frobnicate")
        check((await a.expect("error")).ref == 11, "an unknown command")
        await a.send("x" * 20000 + "\r\n")
        too_long = await a.expect("error")
        check("16384" in too_long.args, "an over-long line: %r" % too_long.text)
        await a.command("13 ping")
        check((await a.expect("pong")).ref == 13, "still connected after the long line")
        await a.close()
    finally:
        s.stop()


async def test_a_name_that_is_no_utf8_is_refused():
    """`set info:name` of bytes that are no UTF-8 is refused: the name would reach every JSON answer
    that lists the game (/api/live for everyone)."""
    s = kgp_server(kgp_bot_after_ms=100)
    try:
        a = await Agent.tcp(s.kgp)
        await a.expect("kgp")
        a.writer.write(b'3 set info:name "\xff\xfeab"\r\n')
        await a.writer.drain()
        refused = await a.expect("error")
        check(refused.ref == 3 and "name" in refused.args, "refused: %r" % refused.text)
        await a.command("5 mode freeplay")
        await a.expect("ok")
        await a.until("state", timeout=15)
        status, live = s.get_json("/api/live")
        check(status == 200, "the live games are listed: %s %r" % (status, live))
        names = [seat["name"] for g in live["games"] for seat in g["players"].values()]
        check(any(name.startswith("KGP agent ") for name in names), "the agent's default name: %r" % names)
        await a.close()
    finally:
        s.stop()


async def test_token_names_the_same_player():
    s = kgp_server(kgp_bot_after_ms=100)
    try:
        players = []
        for _ in range(2):
            a = await Agent.tcp(s.kgp)
            await a.freeplay(name="Dora", token="kgp-secret-token-1")
            await a.until("state", timeout=15)
            game = live_game_of(s, "Dora")
            _, g = s.get_json("/api/games/" + game)
            check([seat["bot"] for seat in g["players"].values()].count(None) == 1,
                  "the computer after kgp_bot_after_ms: %r" % g["players"])
            players.append([p for p in seat_players(s, game) if p][0])
            await a.close()
            finished(s, game)  # the disconnect lost it
        check(players[0] == players[1], "one player for one token: %r" % players)
    finally:
        s.stop()


async def test_kgp_players_are_bots_and_a_persons_token_is_refused():
    s = kgp_server(kgp_bot_after_ms=100)
    try:
        a = await Agent.tcp(s.kgp)
        await a.freeplay(name="Finn", token="kgp-bot-token-2")
        await a.until("state", timeout=15)
        game = live_game_of(s, "Finn")
        player = [p for p in seat_players(s, game) if p][0]
        check(s.query("SELECT bot FROM players WHERE id = ?", (player,)) == [(1,)], "a bot player")
        _, live = s.get_json("/api/live")
        seats = [g["players"] for g in live["games"] if g["game"] == game][0]
        agent_seat = [seat for seat in seats.values() if seat["name"] == "Finn"][0]
        check(agent_seat.get("account_bot") is True, "the agent's seat is marked a bot's: %r" % seats)
        await a.close()
        async with websockets.connect(s.url) as person:
            await person.send(json.dumps({"type": "hello", "protocol": 1, "name": "Gail"}))
            welcome = json.loads(await person.recv())
        # The person is written behind the welcome: their token names them once stored.
        wait_for(lambda: s.query("SELECT id FROM players WHERE name = 'Gail'"), "Gail stored")
        b = await Agent.tcp(s.kgp)
        await b.expect("kgp")
        await b.command('set auth:token "%s"' % welcome["token"])
        await b.command("1 mode freeplay")
        await b.expect("ok")
        refused = await b.expect("error")
        check("person" in refused.args, "a person's token is refused: %r" % refused.text)
        check(await b.raw_line() == "goodbye", "then goodbye")
    finally:
        s.stop()


async def test_websocket_line_split_across_messages():
    s = kgp_server()
    try:
        south, state, north, game = await pair(s, ws=(True, True))
        for part in [str(31), "@%d" % state.id, " move", " 1", "\r\n"]:
            await south.send(part)
        await south.send("@%d yield\n" % state.id)
        await south.expect("stop")
        seen = await north.until("state")
        check(seen.board()[9:] == [0, 5, 5, 5, 5, 4], "pit 1 was played: %r" % seen.text)
        await south.close()
        await north.close()
    finally:
        s.stop()


async def test_illegal_move_and_disconnect_lose():
    s = kgp_server()
    try:
        south, state, north, game = await pair(s)
        await south.command("@%d move 3" % state.id)
        await south.command("@%d yield" % state.id)
        state = await south.until("state")
        await south.command("@%d move 3" % state.id)  # pit 3 is empty now
        await south.command("@%d yield" % state.id)
        await south.expect("stop")
        illegal = await south.expect("error")
        check("Illegal" in illegal.args, "told: %r" % illegal.text)
        g = finished(s, game)
        check(g["result"] == "north" and g["reason"] == "resign", "the illegal move lost: %r" % g)
        # Freeplay goes on: the two are paired again, and the one who leaves that game loses it.
        leaver, _ = await first_state(south, north)
        stays = north if leaver is south else south
        leaver_name = "Ann" if leaver is south_agent_named(g, south, north, "Ann") else "Bob"
        game2 = live_game_of(s, leaver_name)
        check(game2 != game, "a new game")
        await leaver.close()
        g2 = finished(s, game2)
        loser = "south" if g2["players"]["south"]["name"] == leaver_name else "north"
        check(g2["result"] == ("north" if loser == "south" else "south") and g2["reason"] == "resign",
              "the disconnect lost: %r" % g2)
        await stays.close()
    finally:
        s.stop()


async def test_extreme_move_numbers_lose_as_illegal():
    """A `move` of the smallest or largest 64-bit integer is an illegal pit, named as sent."""
    s = kgp_server()
    try:
        for n, pit in enumerate(("-9223372036854775808", "9223372036854775807")):
            south, state, north, game = await pair(s, names=("Ann%d" % n, "Bob%d" % n))
            await south.command("@%d move %s" % (state.id, pit))
            await south.command("@%d yield" % state.id)
            await south.expect("stop")
            illegal = await south.expect("error")
            check(illegal.args == '"Illegal move %s: the game is lost"' % pit, "told: %r" % illegal.text)
            g = finished(s, game)
            check(g["result"] == "north" and g["reason"] == "resign", "the move lost: %r" % g)
            await south.close()
            await north.close()
    finally:
        s.stop()


async def test_an_agents_errors_are_kept_for_it():
    s = kgp_server()
    try:
        tokens = {"Fay": "kgp-errors-token-1", "Gus": "kgp-errors-token-2"}
        agents = {}
        for name, token in tokens.items():
            agents[name] = await Agent.tcp(s.kgp)
            await agents[name].freeplay(name=name, token=token)
        mover, state = await first_state(*agents.values())
        name = "Fay" if mover is agents["Fay"] else "Gus"
        await mover.command("@%d move 99" % state.id)
        await mover.command("@%d yield" % state.id)
        await mover.expect("stop")
        check("Illegal" in (await mover.expect("error")).args, "the illegal move is answered")
        ids = [p for p in seat_players(s, live_game_of(s, name)) if p]
        for pid in ids:
            request = urllib.request.Request(s.http + "/api/bots/" + pid,
                                             headers={"Authorization": "Bearer " + tokens[name]})
            try:
                with urllib.request.urlopen(request, timeout=10) as r:
                    view = json.loads(r.read())
            except urllib.error.HTTPError as e:
                check(e.code == 403, "the other agent's errors are not this token's: %s" % e.code)
                continue
            check(view["bot"]["name"] == name, "the token reads its own bot: %r" % view["bot"])
            kgp = [e for e in view["errors"] if e["where"] == "kgp"]
            check(kgp and kgp[0]["code"] == "error" and "Illegal move 99" in kgp[0]["detail"], str(view["errors"]))
        for a in agents.values():
            await a.close()
    finally:
        s.stop()


async def test_an_agent_is_listed_among_the_bots_online_while_connected():
    s = kgp_server()
    try:
        def online_names():
            status, body = s.get_json("/api/bots/online")
            check(status == 200, "online: %s %s" % (status, body))
            return [b["name"] for b in body["bots"]]

        a = await Agent.tcp(s.kgp)
        await a.expect("kgp")
        check(online_names() == [], "not before mode freeplay names the player")
        await a.command('set info:name "Hal"')
        await a.command("1 mode freeplay")
        await a.expect("ok")
        for _ in range(200):
            if online_names() == ["Hal"]:
                break
            await asyncio.sleep(0.02)
        check(online_names() == ["Hal"], "listed once identified: %r" % online_names())
        await a.close()
        for _ in range(200):
            if online_names() == []:
                break
            await asyncio.sleep(0.02)
        check(online_names() == [], "gone with its connection: %r" % online_names())
    finally:
        s.stop()


async def test_computer_fallback_and_board_size():
    s = kgp_server(kgp_bot_after_ms=100, kgp_variant="8x3", bot_pause_ms=0)
    try:
        a = await Agent.websocket(s.port)
        await a.freeplay(name="Eve")
        state = await a.until("state", timeout=15)
        board = state.board()
        check(board[0] == 8 and len(board) == 3 + 16, "an 8-pit board: %r" % state.text)
        game = live_game_of(s, "Eve")
        _, g = s.get_json("/api/games/" + game)
        check(g["variant"]["pits"] == 8 and g["variant"]["seeds"] == 3, "kgp_variant: %r" % g["variant"])
        bots = [seat["bot"] for seat in g["players"].values()]
        check(bots.count(None) == 1, "one seat is the computer: %r" % g["players"])
        await a.close()
    finally:
        s.stop()


async def test_flood_costs_only_that_connection():
    s = kgp_server()
    try:
        # Past the burst, commands are dropped and the agent is told once; it stays connected.
        a = await Agent.tcp(s.kgp)
        await a.expect("kgp")
        await a.send("1 ping\r\n" * 1000)
        pongs = 0
        while True:
            line = await a.line()
            if line.name == "error":
                check("rate limited" in line.args, "told: %r" % line.text)
                break
            pongs += 1
        check(100 < pongs < 1000, "the burst was answered, the rest dropped: %d pongs" % pongs)
        answered = False
        for _ in range(50):
            await a.command("3 ping")
            line = await a.line()
            if line.name == "pong":
                answered = True
                break
            await asyncio.sleep(0.05)
        check(answered, "the agent is answered again once its rate allows")
        # A flood that never stops loses the connection, and only that one.
        b = await Agent.tcp(s.kgp)
        await b.expect("kgp")
        try:
            await b.send("1 ping\r\n" * 20000)
            await b.closed()
        except ConnectionError:
            pass  # the server closed while the flood was still coming
        c = await Agent.tcp(s.kgp)
        await c.expect("kgp")
        await c.command("5 ping")
        check((await c.expect("pong")).ref == 5, "another agent is answered")
        await a.close()
        await c.close()
    finally:
        s.stop()


async def test_shutdown_says_goodbye_and_aborts_the_game():
    s = kgp_server()
    try:
        south, state, north, game = await pair(s, names=("Ann", "Bob"), ws=(False, True))
        await asyncio.sleep(0.05)  # the other agent's read, cancelled by pair(), ends first
        await south.command("@%d move 1" % state.id)  # a ply each: past what a player may abort
        await south.command("@%d yield" % state.id)
        reply = await north.until("state")
        await north.command("@%d move 1" % reply.id)
        await north.command("@%d yield" % reply.id)
        await north.expect("stop")
        s.proc.terminate()  # SIGTERM: the drain
        for agent in (south, north):
            check(await agent.until("goodbye") is not None, "goodbye at shutdown")
        check(s.proc.wait(10) == 0, "the server exits cleanly")
        # Neither agent resigned by leaving: the game ends with no result, nobody's rating moved.
        rows = s.query("SELECT result, reason FROM games WHERE id = ?", (game,))
        check(rows == [("no_result", "aborted")], "the game at shutdown: %r" % rows)
    finally:
        s.stop()


def bots_board(s, speed, provisional=0):
    _, board = s.get_json("/api/leaderboard?bots=1&speed=%s&provisional=%d" % (speed, provisional))
    return {p["name"]: p for p in board["players"]}


async def test_games_between_agents_are_rated_among_bots():
    # 2 s a state is a Fischer 0+2 clock's speed: 80 s estimated, bullet.
    s = kgp_server(kgp_move_ms=2000, leaderboard_max_rd=350)
    try:
        agents = []
        for name in ("Ivy", "Jon"):
            a = await Agent.tcp(s.kgp)
            await a.freeplay(name=name, token="kgp-rated-token-" + name)
            agents.append(a)
        players = [asyncio.ensure_future(autoplay(a)) for a in agents]
        try:
            def listed():
                board = bots_board(s, "bullet")
                return board if all(n in board and board[n]["games"] >= 3 for n in ("Ivy", "Jon")) else None
            board = await asyncio.to_thread(wait_for, listed, "three rated games of Ivy and Jon", 60)
        finally:
            for t in players:
                t.cancel()
        check(all(board[n]["rd"] < 350 for n in ("Ivy", "Jon")), "RDs fell: %r" % board)
        check(board["Ivy"]["rating"] != 1500 or board["Jon"]["rating"] != 1500, "ratings moved: %r" % board)
        _, people = s.get_json("/api/leaderboard?speed=bullet")
        check(people["players"] == [], "not among people: %r" % people)
        check(bots_board(s, "blitz") == {}, "nor in another speed")
        status, _, _ = s.get("/api/leaderboard?bots=2")
        check(status == 400, "bots is 0 or 1: %r" % status)
        row = s.query("SELECT COUNT(*) FROM games WHERE result IS NOT NULL")[0][0]
        check(row >= 3, "the games stored: %r" % row)
        for a in agents:
            await a.close()
    finally:
        s.stop()


async def board_of_size(pits):
    """Agents paired, and one alone with the computer, on a PITSxPITS board; the computer's game
    unrated."""
    # No least turn: the agent plays a whole game of a hundred turns (test_kgp_pacing.py tests it).
    s = kgp_server(kgp_variant="%dx%d" % (pits, pits), kgp_bot_after_ms=1500, leaderboard_max_rd=350,
                   kgp_min_turn_ms=0)
    try:
        start = [pits, 0, 0] + [pits] * (2 * pits)
        south, state, north, game = await pair(s, names=("Kim", "Lea"))
        check(state.board() == start, "the first state of a %dx%d board: %r" % (pits, pits, state.text))
        g = stored(s, game)
        check(g["variant"]["pits"] == pits and g["variant"]["seeds"] == pits, "kgp_variant: %r" % g["variant"])
        await south.close()
        await north.close()
        finished(s, game)

        alone = await Agent.websocket(s.port)
        await alone.freeplay(name="Max", token="kgp-alone-token-%d" % pits)
        states = []
        play = asyncio.ensure_future(autoplay(alone, states.append))
        try:
            game = await asyncio.to_thread(live_game_of, s, "Max")
            g = await asyncio.to_thread(finished, s, game)
        finally:
            play.cancel()
        check(states[0].board()[0] == pits and len(states[0].board()) == 3 + 2 * pits,
              "rows of %d pits: %r" % (pits, states[0].text))
        check([seat["bot"] for seat in g["players"].values()].count(None) == 1, "the computer: %r" % g["players"])
        check(g["variant"]["pits"] == pits, "on kgp_variant: %r" % g["variant"])
        check(sum(g["stores"]) == 2 * pits * pits, "every seed in a store: %r" % g["stores"])
        for speed in ("bullet", "blitz", "rapid"):
            for provisional in (0, 1):
                check("Max" not in bots_board(s, speed, provisional), "a computer game is unrated")
        await alone.close()
    finally:
        s.stop()


async def test_board_12x12():
    await board_of_size(12)


async def test_board_10x10():
    await board_of_size(10)


if __name__ == "__main__":
    main([test_handshake_and_mode, test_no_mode_is_dropped, test_state_move_stop_extra_turn_and_mirror,
          test_stop_plays_the_last_move_or_a_random_one, test_ping_set_and_errors_keep_the_agent,
          test_a_name_that_is_no_utf8_is_refused,
          test_token_names_the_same_player, test_kgp_players_are_bots_and_a_persons_token_is_refused,
          test_websocket_line_split_across_messages,
          test_illegal_move_and_disconnect_lose, test_extreme_move_numbers_lose_as_illegal,
          test_an_agents_errors_are_kept_for_it,
          test_an_agent_is_listed_among_the_bots_online_while_connected,
          test_computer_fallback_and_board_size,
          test_flood_costs_only_that_connection, test_shutdown_says_goodbye_and_aborts_the_game,
          test_games_between_agents_are_rated_among_bots, test_board_12x12, test_board_10x10])
