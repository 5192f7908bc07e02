"""mancala-server: what the site shows of bots (docs/bots.md "Where bots show on the site") —
GET /api/bots/online (a bot while its event stream is open, not a person, not after the stream
ends), the bot's seat marked `account_bot` in `game` frames, /api/live (a challenge's game with a
bot is listed) and the player's games, `bot` on the player page and in a bot's challenge, and the
bot leaderboard (`bots=1`, each entry `bot`; the people's leaderboard without bots)."""

import asyncio
import socket
import urllib.parse

from harness import check, legal_pits, main
from test_bot_api import bot_account, bot_server, challenged_game, open_stream, post


def hang_up(stream):
    """Ends a stream from this side: its socket is shut down under the thread that reads it."""
    stream.response.fp.raw._sock.shutdown(socket.SHUT_RDWR)
    stream.close()


async def online_ids(s, want):
    """The ids of /api/bots/online once `want(ids)` holds: the lobby greets a stream on its strand."""
    for _ in range(200):
        status, body = s.get_json("/api/bots/online")
        check(status == 200, "online: %s %s" % (status, body))
        ids = [b["id"] for b in body["bots"]]
        if want(ids):
            return body["bots"]
        await asyncio.sleep(0.02)
    check(False, "/api/bots/online never became as expected: %s" % body)


async def test_bots_online_lists_a_bot_while_its_event_stream_is_open():
    s = bot_server()
    try:
        token, bot = bot_account(s, "Botty")
        person = await s.client(name="Ann")
        ann = person.welcome["player"]["id"]
        status, body = s.get_json("/api/bots/online")
        check(status == 200 and body == {"bots": []}, "nobody yet: %s %s" % (status, body))
        events = await open_stream(s, "/api/stream/event", token)
        bots = await online_ids(s, lambda ids: bot in ids)
        check(bots == [{"id": bot, "name": "Botty"}], str(bots))  # no rating before a rated game
        check(ann not in [b["id"] for b in bots], "a person is not a bot")
        hang_up(events)
        await online_ids(s, lambda ids: bot not in ids)
        status, body = s.get_json("/api/bots/online?limit=0")
        check(status == 400 and body["error"] == "bad_request", "limit 0: %s %s" % (status, body))
    finally:
        s.stop()


async def test_a_bots_seat_is_marked_in_game_frames_live_games_its_games_and_its_page():
    s = bot_server()
    try:
        token, bot = bot_account(s, "Botty")
        person = await s.client(name="Ann")
        ann = person.welcome["player"]["id"]
        events = await open_stream(s, "/api/stream/event", token)
        _, game = await challenged_game(s, person, token, bot, events, side="south", clock=None)
        gid = game["game"]
        check(game["players"]["north"].get("account_bot") is True, str(game["players"]))
        check("account_bot" not in game["players"]["south"], str(game["players"]))
        # A challenge's game is listed live when a bot sits in it, its seat marked.
        _, live = s.get_json("/api/live")
        listed = [g for g in live["games"] if g["game"] == gid]
        check(len(listed) == 1 and listed[0]["players"]["north"].get("account_bot") is True, str(live))
        check("account_bot" not in listed[0]["players"]["south"], str(listed))
        _, games = s.get_json("/api/players/%s/games" % bot)
        check(games["games"][0]["game"] == gid and games["games"][0]["players"]["north"]["account_bot"] is True,
              str(games))
        status, page = s.get_json("/api/players/" + bot)
        check(status == 200 and page["bot"] is True, str(page))
        _, person_page = s.get_json("/api/players/" + ann)
        check("bot" not in person_page, str(person_page))
        # A bot's challenge says it comes from a bot.
        status, answer = await post(s, "/api/challenge/" + ann, token, {"clock": None})
        check(status == 200, "create: %s %s" % (status, answer))
        shown = await person.expect("challenge")
        check(shown["from"]["id"] == bot and shown["from"]["bot"] is True, str(shown))
        events.close()
    finally:
        s.stop()


async def test_the_bot_leaderboard_lists_bots_and_the_peoples_lists_none():
    s = bot_server(leaderboard_max_rd=350)
    try:
        token, bot = bot_account(s, "Botty")
        person = await s.client(name="Ann")
        ann = person.welcome["player"]["id"]
        events = await open_stream(s, "/api/stream/event", token)
        _, game = await challenged_game(s, person, token, bot, events, side="south", rated=True,
                                        clock={"limit_s": 300, "inc_s": 3})
        gid, state = game["game"], game["state"]
        # Rated once each side has moved: Ann plies, the bot plies, the bot resigns.
        while state["ply"] < 2 or state["to_move"] != "north":
            side = state["to_move"]
            pit = legal_pits(state, side)[0]
            if side == "south":
                await person.send(type="move", game=gid, ply=state["ply"], pit=pit)
            else:
                status, answer = await post(s, "/api/bot/game/%s/move/%d" % (gid, pit), token)
                check(status == 200, "move: %s %s" % (status, answer))
            state = (await person.wait_for("moved"))["state"]
        status, _ = await post(s, "/api/bot/game/%s/resign" % gid, token)
        check(status == 200, "resign %d" % status)
        over = await person.wait_for("game.over")
        check(over["rated"] is True, str(over))
        variant = urllib.parse.quote('{"pits":6,"seeds":4}')
        status, board = s.get_json("/api/leaderboard?bots=1&speed=blitz&variant=" + variant)
        check(status == 200 and [(p["id"], p.get("bot")) for p in board["players"]] == [(bot, True)], str(board))
        _, people = s.get_json("/api/leaderboard?speed=blitz&variant=" + variant)
        check([p["id"] for p in people["players"]] == [ann] and "bot" not in people["players"][0], str(people))
        status, body = s.get_json("/api/leaderboard?bots=2")
        check(status == 400 and body["error"] == "bad_request", "bots=2: %s %s" % (status, body))
        bots = await online_ids(s, lambda ids: bot in ids)
        check(isinstance(bots[0].get("rating"), float), "a rated bot online shows its rating: %s" % bots)
        events.close()
    finally:
        s.stop()


if __name__ == "__main__":
    main([test_bots_online_lists_a_bot_while_its_event_stream_is_open,
          test_a_bots_seat_is_marked_in_game_frames_live_games_its_games_and_its_page,
          test_the_bot_leaderboard_lists_bots_and_the_peoples_lists_none])
