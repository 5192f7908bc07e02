"""mancala-server: attacks on chat, blocks, moderation, fair play and privacy:
the holes each test guards against (docs/protocol.md §Chat, §Blocking, §Fair play, §Privacy):
- a deleted player's chat lines still reach the other seat in the room's `chat.history`;
- a deleted (or closed) player's open challenge can still be accepted, and a deleted player's
  friend code still shows their name and can be joined: a game opens against nobody, and the
  store holds the deleted player's name again in that game's seat;
- anyone (no token) reads the players' room of a game in progress at /api/games/{id}/replay;
- a chat line said just before its author's DELETE /api/account can be stored after the erasure;
- a `hello` with the token and a new name racing the DELETE writes the player's row back, and
  the token works again (probabilistic);
- a rated game in progress when its player deleted their data writes their rating and rating
  history back once it ends;
- a play ban does not keep the banned player out of games they asked for before it: their open
  seek or challenge is accepted, their place in the queue is paired;
- the fair-play rule's ban replaces a moderator's longer one (a 48-hour ban becomes 30 minutes
  after one more abort);
- a block hides the blocked player's lines "now or in a history", but a line said before the
  block still comes back in the blocker's history."""

import asyncio
import time

import harness
from harness import Server, check, legal_pits, main, matched_pair
from test_chat import drain, pid, say
from test_moderation import act, call, grant, register


def histories(msgs):
    return [m for m in msgs if m.get("type") == "chat.history"]


async def test_a_deleted_players_lines_leave_the_rooms_history():
    s = Server()
    try:
        south, north, g = await matched_pair(s, names=("Alice", "Bob"))
        game = g["game"]
        await say(south, game, "my secret line")
        await drain(north)
        status, body = call(s, "DELETE", "/api/account", south.welcome["token"])
        check(status == 200 and body == {"deleted": True}, "%s %s" % (status, body))
        check(await south.closed_with() == 4002, "the deleted player's connection closes with 4002")
        # The other seat comes back: the history must not hold the deleted player's line (their
        # chat lines go, §Privacy), nor their name.
        token = north.welcome["token"]
        await north.close()
        back = await s.client(token=token)
        heard = histories(await drain(back, 0.8))
        for h in heard:
            for line in h["lines"]:
                check(line["text"] != "my secret line" and line["from"]["id"] != pid(south),
                      "a deleted player's line in the history: %s" % h)
        await back.close()
    finally:
        s.stop()


async def test_a_deleted_or_closed_players_challenge_cannot_be_accepted():
    s = Server()
    try:
        mod, _ = register(s, "Mona")
        grant(s, "Mona")
        for how in ("delete", "close"):
            token, gone = register(s, "Gone" + how)
            a = await s.client(token=token)
            b = await s.client(name="Target" + how)
            await a.send(type="challenge.create", id="c", player=pid(b), clock=None)
            challenge = (await a.wait_for("challenge.created"))["challenge"]
            await b.wait_for("challenge")
            if how == "delete":
                status, _ = call(s, "DELETE", "/api/account", token)
                check(status == 200, "delete: %s" % status)
            else:
                status, _ = act(s, mod, gone, "close_account")
                check(status == 201, "close_account: %s" % status)
            await a.closed_with()
            await b.send(type="challenge.accept", id="acc", challenge=challenge)
            answer = None
            end = time.time() + 3
            while time.time() < end:
                try:
                    m = await b.next(end - time.time())
                except asyncio.TimeoutError:
                    break
                if m.get("id") == "acc":
                    answer = m
                    break
            check(answer is not None and answer["type"] == "error",
                  "the %sd player's challenge was accepted: %s" % (how, answer))
            rows = s.query("SELECT south_name, north_name FROM games WHERE south_player = ? OR north_player = ?",
                           (gone, gone))
            check(rows == [], "a game stored with the %sd player: %s" % (how, rows))
            await b.close()
    finally:
        s.stop()


async def test_a_deleted_players_friend_code_is_gone():
    s = Server()
    try:
        token, gone = register(s, "Inviter")
        a = await s.client(token=token)
        await a.send(type="friend.create", id="f")
        code = (await a.wait_for("friend.created"))["code"]
        status, _ = call(s, "DELETE", "/api/account", token)
        check(status == 200, "delete: %s" % status)
        await a.closed_with()
        status, body = call(s, "GET", "/api/invites/%s" % code)
        check(status == 404, "the deleted player's code (and name) still shown: %s %s" % (status, body))
        b = await s.client(name="Friend")
        await b.send(type="friend.join", id="j", code=code)
        m = await b.wait_for("error", timeout=3)
        check(m.get("id") == "j" and m.get("code") == "invite_not_found", str(m))
        rows = s.query("SELECT south_name, north_name FROM games WHERE south_player = ? OR north_player = ?", (gone, gone))
        check(rows == [], "a game stored with the deleted player: %s" % rows)
        await b.close()
    finally:
        s.stop()


async def test_the_replay_of_a_game_in_progress_does_not_leak_the_players_room():
    # A guest spectator hears no chat at all, and a spectator never hears the players' room
    # (§Chat); a game in progress is listed in /api/live, and its replay needs no token.
    s = Server()
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Ben"))
        game = g["game"]
        await say(south, game, "a word for Ben only")
        time.sleep(0.3)
        status, body = call(s, "GET", "/api/games/%s/replay" % game)
        check(status == 200 and body["result"] is None, "%s %s" % (status, body))
        check(not body.get("chat"), "the players' room read by anyone while the game runs: %s" % body.get("chat"))
    finally:
        s.stop()


async def test_no_chat_line_is_stored_after_its_author_deleted_their_data():
    # A line still on its way (the standing read, the room, the write queue) when the DELETE
    # lands must not be written after the erasure: it would stay for good, and in the replay.
    s = Server(max_games_per_player=50)
    try:
        gone = []
        loop = asyncio.get_running_loop()
        for k in range(15):
            south, north, g = await matched_pair(s, names=("A%d" % k, "B%d" % k))
            token = south.welcome["token"]
            gone.append(pid(south))
            for i in range(5):
                await south.send(type="chat.say", id="r%d" % i, game=g["game"], room="players",
                                 text="line %d %s" % (i, "x" * (i * 9)))
            status = await loop.run_in_executor(None, lambda: call(s, "DELETE", "/api/account", token)[0])
            check(status == 200, "delete: %s" % status)
            await south.closed_with()
            await north.close()
        time.sleep(1)
        for player in gone:
            rows = s.query("SELECT room, text FROM chat_lines WHERE player = ?", (player,))
            check(rows == [], "chat lines of a deleted player stored after the erasure: %s" % rows)
    finally:
        s.stop()


async def test_a_hello_racing_the_deletion_does_not_bring_the_player_back():
    # The lobby still knows the token's hash between the store's erasure and forget_player: a
    # `hello` with the token and a new name then renames the player, which writes their row back
    # (with the token's hash), and the token names them again. Probabilistic: many tries.
    s = Server()
    try:
        loop = asyncio.get_running_loop()
        for r in range(25):
            a = await s.client(name="Victim%d" % r)
            token, me = a.welcome["token"], pid(a)
            conns = []
            for _ in range(20):
                c = harness.Client(s)
                await c.connect()
                conns.append(c)
            deleted = None
            for i, c in enumerate(conns):
                if i == 5:  # the erasure starts among the hellos
                    deleted = loop.run_in_executor(None, lambda: call(s, "DELETE", "/api/account", token)[0])
                await c.send(type="hello", protocol=1, token=token, name="Back%d_%d" % (r, i))
                await asyncio.sleep(0.001)
            check(await deleted == 200, "delete")
            await asyncio.sleep(0.3)
            rows = s.query("SELECT id, name FROM players WHERE id = ?", (me,))
            status, body = call(s, "GET", "/api/account", token)
            check(rows == [] and status == 401, "the deleted player is back: %s; their token: %s %s" % (rows, status, body))
            for c in conns + [a]:
                try:
                    await c.close()
                except Exception:
                    pass
    finally:
        s.stop()


async def test_a_rated_game_ending_after_deletion_writes_no_rating_back():
    s = Server(disconnect_grace_ms=1000)
    try:
        south, north, g = await matched_pair(s, names=("Del", "Stay"))
        game, state, moved = g["game"], g["state"], set()
        check(g["rated"], "a queue game is rated: %s" % g)
        while len(moved) < 2:
            side = state["to_move"]
            seat = south if side == "south" else north
            await seat.send(type="move", game=game, ply=state["ply"], pit=legal_pits(state, side)[0])
            state = (await south.wait_for("moved"))["state"]
            await north.wait_for("moved")
            moved.add(side)
        gone = pid(south)
        status, _ = call(s, "DELETE", "/api/account", south.welcome["token"])
        check(status == 200, "delete: %s" % status)
        await south.closed_with()
        over = await north.wait_for("game.over", timeout=15)
        check(over["state"]["reason"] == "abandon", str(over))
        time.sleep(0.5)
        for table in ("ratings", "game_ratings"):
            rows = s.query("SELECT * FROM %s WHERE player_id = ?" % table, (gone,))
            check(rows == [], "%s of the deleted player written back: %s" % (table, rows))
    finally:
        s.stop()


async def test_a_play_ban_keeps_the_banned_players_seek_challenge_and_queue_place_from_opening_a_game():
    s = Server(bot_after_ms=30000)
    try:
        mod, _ = register(s, "Mona")
        grant(s, "Mona")

        async def no_game(client, msg_id, what):
            end = time.time() + 2
            while time.time() < end:
                try:
                    m = await client.next(end - time.time())
                except asyncio.TimeoutError:
                    return
                check(m.get("type") != "game", "%s opened a game for a banned player: %s" % (what, m))
                if msg_id is not None and m.get("id") == msg_id:
                    return

        # A seek made before the ban.
        token, banned = register(s, "Seeker")
        a = await s.client(token=token)
        b = await s.client(name="Taker")
        await a.send(type="seek.create", id="s", clock={"limit_s": 300, "inc_s": 0})
        seek = (await a.wait_for("seek.created"))["seek"]
        check(act(s, mod, banned, "play_ban", minutes=60)[0] == 201, "play_ban")
        await b.send(type="seek.accept", id="acc", seek=seek)
        await no_game(b, "acc", "a seek")
        await a.close()
        await b.close()

        # A challenge made before the ban.
        token, banned = register(s, "Challenger")
        a = await s.client(token=token)
        b = await s.client(name="Challenged")
        await a.send(type="challenge.create", id="c", player=pid(b), clock=None)
        challenge = (await a.wait_for("challenge.created"))["challenge"]
        await b.wait_for("challenge")
        check(act(s, mod, banned, "play_ban", minutes=60)[0] == 201, "play_ban")
        await b.send(type="challenge.accept", id="acc", challenge=challenge)
        await no_game(b, "acc", "a challenge")
        await a.close()
        await b.close()

        # A place in the queue taken before the ban.
        token, banned = register(s, "Queuer")
        a = await s.client(token=token)
        await a.send(type="queue.join", id="q")
        await a.expect("queue.joined")
        check(act(s, mod, banned, "play_ban", minutes=60)[0] == 201, "play_ban")
        b = await s.client(name="Other")
        await b.send(type="queue.join", id="q")
        await b.expect("queue.joined")
        await no_game(a, None, "the queue")
        await a.close()
        await b.close()
    finally:
        s.stop()


async def test_a_fair_play_ban_does_not_shorten_a_moderators_longer_ban():
    s = Server(bot_after_ms=60000)
    try:
        mod, _ = register(s, "Mona")
        grant(s, "Mona")
        token, banned = register(s, "Aborter")
        a = await s.client(token=token)
        b = await s.client(name="Opp")

        async def queue_game():
            for c in (a, b):
                await c.send(type="queue.join")
                await c.wait_for("queue.joined")
            g = await a.wait_for("game")
            await b.wait_for("game")
            return g["game"]

        for _ in range(2):
            game = await queue_game()
            await a.send(type="abort", game=game)
            await a.wait_for("game.over")
            await b.wait_for("game.over")
        game = await queue_game()  # under way before the ban: it goes on
        status, entry = act(s, mod, banned, "play_ban", minutes=2880, reason="48 hours")
        check(status == 201, "play_ban: %s %s" % (status, entry))
        await a.send(type="abort", game=game)  # the third abort in 24 hours: the rule bans too
        await a.wait_for("game.over")
        time.sleep(0.5)
        status, me = call(s, "GET", "/api/account", token)
        check(status == 200 and me["play_ban"] is not None, "%s %s" % (status, me))
        check(me["play_ban"]["until"] >= entry["until"],
              "the rule's ban shortened the moderator's: %s, was until %s" % (me["play_ban"], entry["until"]))
    finally:
        s.stop()


async def test_a_block_hides_the_blocked_players_earlier_lines_in_the_history():
    s = Server()
    try:
        south, north, g = await matched_pair(s, names=("Carl", "Dina"))
        game = g["game"]
        await say(south, game, "an annoying line")
        await drain(north)
        status, body = call(s, "POST", "/api/players/%s/block" % pid(south), north.welcome["token"])
        check(status == 200 and body["blocked"] is True, "%s %s" % (status, body))
        token = north.welcome["token"]
        await north.close()
        back = await s.client(token=token)
        for h in histories(await drain(back, 0.8)):
            for line in h["lines"]:
                check(line["from"]["id"] != pid(south), "the blocked player's line in the blocker's history: %s" % h)
        await back.close()
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_deleted_players_lines_leave_the_rooms_history,
        test_a_deleted_or_closed_players_challenge_cannot_be_accepted,
        test_a_deleted_players_friend_code_is_gone,
        test_the_replay_of_a_game_in_progress_does_not_leak_the_players_room,
        test_no_chat_line_is_stored_after_its_author_deleted_their_data,
        test_a_hello_racing_the_deletion_does_not_bring_the_player_back,
        test_a_rated_game_ending_after_deletion_writes_no_rating_back,
        test_a_play_ban_keeps_the_banned_players_seek_challenge_and_queue_place_from_opening_a_game,
        test_a_fair_play_ban_does_not_shorten_a_moderators_longer_ban,
        test_a_block_hides_the_blocked_players_earlier_lines_in_the_history,
    ])
