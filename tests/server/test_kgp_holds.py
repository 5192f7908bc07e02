"""mancala-server: KGP agents held by bots tournaments at the edges (docs/bots.md §Tournaments): a
bot entered in two bots arenas at once plays one game at a time on its one agent; an agent
already waiting in freeplay when its bot joins is held within kgp_hold_check; an agent that
connects after its Swiss round was paired takes that round's game."""

import asyncio
import time

from harness import check, main
from kgp_agent import Agent, autoplay
from test_bot_tournament import account, join
from test_kgp import kgp_server
from tournament_play import create, iso_in, until

CLOCK = {"limit_s": 60, "inc_s": 0}


def live_games_of(s, name):
    """Ids of the games /api/live lists now with a seat named `name`."""
    _, live = s.get_json("/api/live?limit=100")
    return [g["game"] for g in live["games"]
            if name in (g["players"]["south"]["name"], g["players"]["north"]["name"])]


async def agent(s, token=None, name=None):
    """A KGP agent over TCP, in freeplay (identified by `token` when given)."""
    a = await Agent.tcp(s.kgp)
    await a.freeplay(name=name, token=token)
    return a


async def test_a_bot_in_two_bots_arenas_plays_one_game_at_a_time():
    """A bot entered in two bots arenas that run at once: its one KGP agent is held for both, and
    an arena does not pair it while the other's game is opened or played."""
    s = kgp_server(kgp_move_ms=2000, tournament_schedule="[]", round_trip=False)
    agents, plays = [], []
    try:
        person, _ = account(s, "Organiser")
        alpha, _ = account(s, "AlphaKgp", bot=True)
        beta, _ = account(s, "BetaKgp", bot=True)
        tids = [create(s, person, kind="arena", name="Arena %d" % i, clock=CLOCK, minutes=5, starts_at=iso_in(4),
                       bots=True)["tournament"] for i in (1, 2)]
        for tid in tids:
            for token in (alpha, beta):
                status, answer = join(s, tid, token)
                check(status == 200, "a bot joins: %s %s" % (status, answer))
        agents += [await agent(s, alpha), await agent(s, beta)]
        plays += [asyncio.ensure_future(autoplay(x)) for x in agents]
        most = 0
        end = time.time() + 15
        while time.time() < end:
            most = max(most, len(live_games_of(s, "AlphaKgp")))
            await asyncio.sleep(0.1)
        check(most >= 1, "the arenas paired the agents")
        check(most == 1, "AlphaKgp's one KGP connection had %d games at once" % most)
    finally:
        for p in plays:
            p.cancel()
        for x in agents:
            await x.close()
        s.stop()


async def test_an_agent_waiting_in_freeplay_is_held_once_its_bot_joins():
    """An agent that connects before its bot joins a bots arena waits in the freeplay pool; it asks
    again every kgp_hold_check while it waits, so the arena sees it and pairs it."""
    s = kgp_server(kgp_move_ms=2000, kgp_bot_after_ms=600000, tournament_schedule="[]", round_trip=False)
    agents, plays = [], []
    try:
        person, _ = account(s, "Organiser")
        alpha, _ = account(s, "AlphaKgp", bot=True)
        beta, _ = account(s, "BetaKgp", bot=True)
        early = await agent(s, alpha)  # in freeplay, alone: no game yet
        agents.append(early)
        plays.append(asyncio.ensure_future(autoplay(early)))
        await asyncio.sleep(0.5)
        tid = create(s, person, kind="arena", name="Late Arena", clock=CLOCK, minutes=5, starts_at=iso_in(4),
                     bots=True)["tournament"]
        for token in (alpha, beta):
            status, answer = join(s, tid, token)
            check(status == 200, "a bot joins: %s %s" % (status, answer))
        b = await agent(s, beta)
        agents.append(b)
        plays.append(asyncio.ensure_future(autoplay(b)))
        # Well past the arena's start and a few of the agent's 5 s hold checks.
        await until("the arena's game between AlphaKgp and BetaKgp",
                    lambda: bool(set(live_games_of(s, "AlphaKgp")) & set(live_games_of(s, "BetaKgp"))), 25)
    finally:
        for p in plays:
            p.cancel()
        for x in agents:
            await x.close()
        s.stop()


async def test_a_swiss_game_reaches_an_agent_that_connects_after_the_round_starts():
    """A Swiss round opens each game with the seats' connections as they are then. An agent that
    connects later (a restart of the agent, a dropped link) is held by the event and takes the
    seat of its round's game in progress, as an HTTP bot's gameStart is replayed."""
    s = kgp_server(kgp_move_ms=2000, tournament_schedule="[]", first_move_ms=30000, round_trip=False)
    agents, plays = [], []
    try:
        person, _ = account(s, "Organiser")
        alpha, _ = account(s, "AlphaKgp", bot=True)
        beta, _ = account(s, "BetaKgp", bot=True)
        tid = create(s, person, kind="swiss", name="KGP Swiss", clock=CLOCK, rounds=2, starts_at=iso_in(4),
                     bots=True)["tournament"]
        for token in (alpha, beta):
            status, answer = join(s, tid, token)
            check(status == 200, "a bot joins: %s %s" % (status, answer))
        a = await agent(s, alpha)
        agents.append(a)
        plays.append(asyncio.ensure_future(autoplay(a)))
        await until("the round's game", lambda: bool(live_games_of(s, "BetaKgp")), 20)
        round_game = live_games_of(s, "BetaKgp")
        late = await agent(s, beta)  # connects once the round is paired
        agents.append(late)
        try:
            await late.until("state", timeout=12)
        except asyncio.TimeoutError:
            raise AssertionError("BetaKgp's agent, connected and held, got no state of its round's game %s in 12 s"
                                 % round_game)
        check(live_games_of(s, "BetaKgp") == round_game, "the state is of the round's game %s" % round_game)
    finally:
        for p in plays:
            p.cancel()
        for x in agents:
            await x.close()
        s.stop()


if __name__ == "__main__":
    main([test_a_swiss_game_reaches_an_agent_that_connects_after_the_round_starts,
          test_a_bot_in_two_bots_arenas_plays_one_game_at_a_time,
          test_an_agent_waiting_in_freeplay_is_held_once_its_bot_joins])
