"""mancala-server: KGP agents in bot tournaments (docs/bots.md §Tournaments). Two bot accounts join a
bots arena over HTTP with their tokens; their KGP agents (`set auth:token` with the same tokens)
are then held for the arena: they are not paired in freeplay, not even with a third agent waiting
there (that one gets the computer), and once the arena starts they get its game as `state`s, with
turns cut to a tenth of the clock's time left. The game lands in the standings. An agent whose
bot withdraws is let go within a few seconds and plays freeplay again."""

import asyncio
import time

from harness import check, main
from kgp_agent import Agent, autoplay, first_state
from test_bot_tournament import account, join
from test_kgp import kgp_server
from tournament_play import call, create, iso_in, tournament, until

CLOCK = {"limit_s": 15, "inc_s": 0}  # a tenth of it (1.5 s) is far below kgp_move_ms


def live_opponent(s, name):
    """The name facing `name` in a game /api/live lists now, or None."""
    _, live = s.get_json("/api/live")
    for g in live["games"]:
        south, north = g["players"]["south"]["name"], g["players"]["north"]["name"]
        if name in (south, north):
            return north if south == name else south
    return None


async def agent(s, token=None, name=None):
    """A KGP agent over TCP, in freeplay (identified by `token` when given)."""
    a = await Agent.tcp(s.kgp)
    await a.freeplay(name=name, token=token)
    return a


async def test_kgp_agents_are_held_for_their_bots_arena_and_play_it():
    s = kgp_server(kgp_move_ms=5000, kgp_bot_after_ms=1500, tournament_schedule="[]")
    agents, plays = [], []
    try:
        person, _ = account(s, "Organiser")
        alpha, alpha_id = account(s, "AlphaKgp", bot=True)
        # Beta is a KGP token's bot with no account: its first connection makes it.
        beta = "beta-kgp-token"
        first = await agent(s, beta, name="BetaKgp")
        await first.close()
        tid = create(s, person, kind="arena", name="KGP Arena", clock=CLOCK, minutes=5, starts_at=iso_in(6),
                     bots=True)["tournament"]
        status, answer = join(s, tid, alpha)
        check(status == 200, "a bot joins: %s %s" % (status, answer))
        # Beta's account is stored once the server has identified its agent, which follows the `ok`
        # to its mode: until then its token is unknown (401), and a join again is a no-op after.
        joined = []

        def beta_known():
            joined.append(join(s, tid, beta))
            return joined[-1][0] != 401

        await until("Beta's account", beta_known)
        check(joined[-1][0] == 200, "a bot joins: %s %s" % joined[-1])
        beta_id = next(r["player"]["id"] for r in tournament(s, tid)["standings"] if r["player"]["name"] == "BetaKgp")

        a, b = await agent(s, alpha), await agent(s, beta)
        agents += [a, b]
        # A third agent, entered nowhere: were the two free, it would be paired with one of them at once.
        c = await agent(s, name="Loner")
        agents.append(c)
        state = await c.until("state", timeout=15)
        await until("Loner's game listed", lambda: live_opponent(s, "Loner") is not None, 10)
        check(live_opponent(s, "Loner").startswith("Computer"), "Loner plays %s" % live_opponent(s, "Loner"))
        await c.command("@%d yield" % state.id)
        plays.append(asyncio.ensure_future(autoplay(c)))

        # The arena starts: its game comes to the held agents as `state`s. The agent to move stays
        # silent: its turn ends at a tenth of its clock's 15 s, not at kgp_move_ms's 5 s.
        quiet, _ = await first_state(a, b, timeout=30)
        asked = time.monotonic()
        stop = await quiet.until("stop", timeout=10)
        waited = time.monotonic() - asked
        check(waited < 4.5, "the turn lasted %.1f s in a game with a 15 s clock" % waited)
        check(stop.ref is not None, "stop names its state: %r" % stop.text)
        check(live_opponent(s, "AlphaKgp") == "BetaKgp", "the arena pairs the two agents")
        # The seats mark an account as the stored game does: Alpha's, not the token's alone.
        _, live = s.get_json("/api/live")
        seats = next(g for g in live["games"] if "AlphaKgp" in (g["players"]["south"]["name"],
                                                                g["players"]["north"]["name"]))["players"]
        marks = {seat["name"]: bool(seat.get("account")) for seat in seats.values()}
        check(marks == {"AlphaKgp": True, "BetaKgp": False}, "live account marks: %s" % seats)

        plays += [asyncio.ensure_future(autoplay(x)) for x in (a, b)]

        def scored():
            rows = tournament(s, tid)["standings"]
            return len(rows) == 2 and all(r["games"] and r["games"][0]["result"] for r in rows)

        await until("the agents' game in the standings", scored, 60)
        rows = {r["player"]["id"]: r for r in tournament(s, tid)["standings"]}
        first_a, first_b = rows[alpha_id]["games"][0], rows[beta_id]["games"][0]
        check(first_a["game"] == first_b["game"] and first_a["opponent"]["id"] == beta_id, str(rows))
        check({first_a["result"], first_b["result"]} in ({"win", "loss"}, {"draw"}), str(rows))

        # Beta withdraws: its agent is let go and plays freeplay again (with Loner or the computer).
        status, answer = call(s, "POST", "/api/tournaments/%s/withdraw" % tid, {}, beta)
        check(status == 200, "withdraw: %s %s" % (status, answer))

        def beta_in_freeplay():
            opponent = live_opponent(s, "BetaKgp")
            return opponent is not None and opponent != "AlphaKgp"

        await until("BetaKgp back in freeplay", beta_in_freeplay, 40)
    finally:
        for p in plays:
            p.cancel()
        for x in agents:
            await x.close()
        s.stop()


async def test_a_bot_accounts_agent_is_marked_an_account_in_freeplay():
    s = kgp_server(tournament_schedule="[]")
    agents = []
    try:
        token, _ = account(s, "AccountKgp", bot=True)
        agents += [await agent(s, token), await agent(s, name="Loner")]
        await until("their game listed", lambda: live_opponent(s, "Loner") == "AccountKgp", 10)
        _, live = s.get_json("/api/live")
        seats = next(g for g in live["games"] if "Loner" in (g["players"]["south"]["name"],
                                                             g["players"]["north"]["name"]))["players"]
        marks = {seat["name"]: bool(seat.get("account")) for seat in seats.values()}
        check(marks == {"AccountKgp": True, "Loner": False}, "live account marks: %s" % seats)
    finally:
        for x in agents:
            await x.close()
        s.stop()


if __name__ == "__main__":
    main([test_kgp_agents_are_held_for_their_bots_arena_and_play_it,
          test_a_bot_accounts_agent_is_marked_an_account_in_freeplay])
