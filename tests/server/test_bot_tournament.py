"""mancala-server: bot tournaments (docs/bots.md §Tournaments, docs/protocol.md §Tournaments). A
bots arena made with POST /api/tournaments ("bots": true) admits bot accounts only (a person: 403
bots_only) and an ordinary one refuses bots (403 people_only); two bots join with their bearer
tokens, count as present while their event stream is open, get their tournament game as a
`gameStart` carrying `tournament` on that stream and play it to the end over the bot API (one
driven here with the example bot's own play loop, the other as the example bot's process); the
standings then show the game. A `tournament_schedule` entry with "bots": true makes a bots arena
at start-up."""

import asyncio
import json
import os
import subprocess
import sys
import threading

from harness import Server, check, main
from test_bot_api import EXAMPLE_BOT, bot_server, open_stream
from tournament_play import PASSWORD, call, create, iso_in, tournament, until

sys.path.insert(0, os.path.dirname(EXAMPLE_BOT))
import random_bot  # noqa: E402  (examples/bot/random_bot.py: its Api and play loop)

CLOCK = {"limit_s": 15, "inc_s": 0}  # the least a tournament allows


def account(s, name, bot=False):
    """A new account's (token, player id); `bot` makes it a bot account."""
    body = {"username": name, "password": PASSWORD}
    if bot:
        body["bot"] = True
    status, answer = call(s, "POST", "/api/accounts", body)
    check(status == 201, "account %s: %s %s" % (name, status, answer))
    return answer["token"], answer["player"]["id"]


def join(s, tid, token):
    """(status, answer) of POST /api/tournaments/{tid}/join."""
    return call(s, "POST", "/api/tournaments/%s/join" % tid, {}, token)


def listed(s, status):
    """The tournaments GET /api/tournaments?status= lists."""
    code, answer = s.get_json("/api/tournaments?status=" + status)
    check(code == 200, "list %s: %s %s" % (status, code, answer))
    return answer["tournaments"]


async def test_bots_join_a_bots_arena_and_play_their_game_through_the_bot_api():
    s = bot_server(tournament_schedule="[]")
    proc, events = None, None
    try:
        person, _ = account(s, "Organiser")
        alpha, alpha_id = account(s, "AlphaBot", bot=True)
        beta, beta_id = account(s, "BetaBot", bot=True)
        made = create(s, person, kind="arena", name="Engine Arena", clock=CLOCK, minutes=5, starts_at=iso_in(4),
                      bots=True)
        tid = made["tournament"]
        check(made["bots"] is True, str(made))
        shown = [t for t in listed(s, "created") if t["tournament"] == tid]
        check(len(shown) == 1 and shown[0]["bots"] is True, "the list shows bots: %s" % shown)
        ordinary = create(s, person, kind="arena", clock=CLOCK, minutes=5, starts_at=iso_in(60))["tournament"]

        status, answer = join(s, tid, person)
        check(status == 403 and answer["error"] == "bots_only", "a person joins a bots arena: %s %s" % (status, answer))
        status, answer = join(s, ordinary, alpha)
        check(status == 403 and answer["error"] == "people_only", "a bot joins a people's arena: %s %s" %
              (status, answer))
        for token in (alpha, beta):
            status, answer = join(s, tid, token)
            check(status == 200 and answer == {"ok": True}, "a bot joins: %s %s" % (status, answer))

        # Alpha's event stream is read here; Beta is the example bot's process.
        events = await open_stream(s, "/api/stream/event", alpha)
        proc = subprocess.Popen([sys.executable, EXAMPLE_BOT, "--server", s.http, "--token", beta, "--games", "1"],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        start = await events.expect("gameStart", timeout=30)
        game = start["game"]
        check(game["tournament"] == tid and game["clock"]["limit_s"] == 15, "gameStart: %s" % start)
        names = {game["players"]["south"]["name"], game["players"]["north"]["name"]}
        check(names == {"AlphaBot", "BetaBot"}, str(game))
        player = threading.Thread(target=random_bot.play, args=(random_bot.Api(s.http, alpha), game["id"]),
                                  daemon=True)
        player.start()
        finish = await events.expect("gameFinish", timeout=60)
        check(finish["game"]["id"] == game["id"], str(finish))
        out, _ = await asyncio.to_thread(proc.communicate, None, 30)
        check(proc.returncode == 0 and ("game %s over" % game["id"]) in out, "beta: %s %s" % (proc.returncode, out))

        def scored():
            rows = tournament(s, tid)["standings"]
            return len(rows) == 2 and all(len(r["games"]) == 1 for r in rows)

        await until("the game in the standings", scored, 15)
        rows = {r["player"]["id"]: r for r in tournament(s, tid)["standings"]}
        a, b = rows[alpha_id]["games"][0], rows[beta_id]["games"][0]
        check(a["game"] == b["game"] == game["id"], str(rows))
        check(a["opponent"]["id"] == beta_id and b["opponent"]["id"] == alpha_id, str(rows))
        check({a["result"], b["result"]} in ({"win", "loss"}, {"draw"}), str(rows))
        if a["result"] == "draw":
            check(a["points"] == b["points"], str(rows))
        else:
            won, lost = (a, b) if a["result"] == "win" else (b, a)
            check(won["points"] == 2 and lost["points"] == 0, str(rows))
        check(rows[alpha_id]["score"] == a["points"] and rows[beta_id]["score"] == b["points"], str(rows))
    finally:
        if events:
            events.close()
        if proc and proc.poll() is None:
            proc.kill()
            proc.wait()
        s.stop()


async def test_a_schedule_entry_with_bots_makes_a_bots_arena():
    entry = {"kind": "arena", "clock": {"limit_s": 60, "inc_s": 0}, "minutes": 30, "every": "hourly", "bots": True}
    s = Server(tournament_schedule=json.dumps([entry]), round_trip=False)
    try:
        made = []

        def scheduled():
            made[:] = listed(s, "created")
            return len(made) == 1

        await until("the scheduled arena", scheduled, 10)
        check(made[0]["bots"] is True and made[0]["name"] == "Bot Kalah 1+0 Arena", str(made))
        person, _ = account(s, "Organiser")
        bot, _ = account(s, "ScheduledBot", bot=True)
        status, answer = join(s, made[0]["tournament"], person)
        check(status == 403 and answer["error"] == "bots_only", "%s %s" % (status, answer))
        status, answer = join(s, made[0]["tournament"], bot)
        check(status == 200, "%s %s" % (status, answer))
    finally:
        s.stop()


if __name__ == "__main__":
    main([test_bots_join_a_bots_arena_and_play_their_game_through_the_bot_api,
          test_a_schedule_entry_with_bots_makes_a_bots_arena])
