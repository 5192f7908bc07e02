"""mancala-server: arena tournaments played over the wire (PROTOCOL.md §Tournaments, docs/protocol.md
§Tournaments). Accounts join an arena made with POST /api/tournaments, watch it
(`tournament.watch`) and are paired at its start; each plays the games it is sent (a `game`
carrying `tournament`) as the test's referee says (the stronger player wins, a draw here and
there, berserk), and the standings (the `tournament` frames, GET /api/tournaments/{id}) must give
each game the rules' points: 2 a win, 1 a draw, 0 a draw under 20 plies, 4 a win after two wins in
a row, one more for a berserk win of 14 plies or more. Nobody meets their last opponent while
others wait; a player who stops watching, or closes the page, is not paired until they watch
again; two players alone may meet again; berserk halves one's clock and drops the increment. A
restart (SIGTERM, then kill -9 mid-game) keeps the event, its standings and its games; an arena
whose end passes (its stored `ends_at` moved near by the test) finishes with a podium once its
last game ends. The shortest arena the rules allow is 5 minutes: the tests watch its first
minute, and move `ends_at` in the database (the server stopped) to see an end."""

import os
import tempfile

from harness import Server, check, execute_on, main
from test_chat import drain
from tournament_play import FIRST, LAST, Plan, entrants, games_between, iso_in, tournament, until
from tournament_scores import check_arena_row, check_ranked, outcomes_of

CLOCK = {"limit_s": 15, "inc_s": 0}  # est 15 s, the least allowed: a round fires 8 s after the oldest waiter
ROUND_WITHIN_S = 30  # starts_at, a 2 s tick, an 8 s wait, and a loaded machine


class Referee:
    """Plans each game: the stronger player (the later name) wins, the weaker resigning at ply 2,
    unless the test put a plan of its own in `plans` first. While `open` is False a game without
    a plan waits (so that the test can see a pairing round whole and plan its games first); a
    game in `hold` waits too."""

    def __init__(self, players):
        self.strength = {p.id: i for i, p in enumerate(players)}
        self.plans, self.hold, self.open = {}, set(), True

    def __call__(self, g, player):
        if g.id in self.hold or (g.id not in self.plans and not self.open):
            return None
        if g.id not in self.plans:
            self.plans[g.id] = self.plan(g, player)
        return self.plans[g.id]

    def plan(self, g, player):
        mine, theirs = self.strength[player.id], self.strength.get(g.opponent, -1)
        loser = g.side if mine < theirs else g.other
        return Plan(resign=(loser, 2))


def bottom_game(players, wave_games):
    """Of `wave_games` (game ids), the one whose stronger player is the weakest."""
    rank = {p.id: i for i, p in enumerate(players)}
    seats = games_between(players)
    return min(wave_games, key=lambda gid: max(rank[p.id] for p in seats[gid] if p is not None))


async def arena(s, n, prefix, referee=Referee, **fields):
    """`n` players (`prefix`01.. in order of strength) who joined and watch a 5-minute arena made by
    the last of them: (tournament id, players, the referee)."""
    body = dict(kind="arena", name="%s Arena" % prefix, clock=CLOCK, minutes=5)
    body.update(fields)
    made, players = await entrants(s, n, prefix, referee, body)
    check(made["minutes"] == 5, str(made))
    return made["tournament"], players, players[0].referee


def wave_of(players, count):
    """Ids of the games each player began as their `count`-th game."""
    return {p.games[count - 1].id for p in players if len(p.games) >= count}


def check_wave(players, count, tid):
    """The players' `count`-th games pair them two by two, each game seen from both seats, none of
    them against their last opponent."""
    seats = games_between(players)
    ids = wave_of(players, count)
    for gid in ids:
        south, north = seats[gid]
        check(south is not None and north is not None and south is not north, "game %s seats %s" % (gid, seats[gid]))
        g = south.by_id[gid]
        check(g.tournament == tid and g.first["players"]["north"]["id"] == north.id, str(g.first)[:300])
    check(len(ids) * 2 == len(players), "%d players in %d games: %s" % (len(players), len(ids), ids))
    for p in players:
        if count >= 2:
            check(p.games[-1].opponent != p.games[-2].opponent,
                  "%s met %s twice in a row while others waited" % (p.name, p.games[-1].opponent))
    return ids


async def all_over(players):
    await until("every game's end", lambda: all(not p.playing() for p in players), 30)


async def test_watchers_are_paired_at_the_start_scored_and_only_paired_while_watching():
    s = Server()
    try:
        tid, players, ref = await arena(s, 12, "P")
        guest = await s.client(name="Gazer")
        await guest.send(type="tournament.watch", tournament=tid)
        seen = (await guest.wait_for("tournament"))
        check(seen["you"]["joined"] is False and len(seen["standings"]) == 12, str(seen)[:400])
        leaver, closer, champion = players[0], players[1], players[-1]
        ref.open = False
        # Wave 1, at the start: everyone at once; the bottom game a draw of 2 plies (0 points each).
        await until("the start's pairing", lambda: all(p.games for p in players), ROUND_WITHIN_S)
        bottom = bottom_game(players, wave_of(players, 1))
        ref.plans[bottom] = Plan(draw=2)
        ref.open = True
        wave1 = check_wave(players, 1, tid)
        await leaver.unwatch(tid)
        await all_over(players)
        # A finished game is in the watchers' next frame, its points the rules'.
        await until("the champion's win in the frames", lambda: (champion.row() or {}).get("score") == 2, 5)
        ref.open = False
        await closer.close()
        # Wave 2: the leaver (not watching) and the closer (gone) are left out.
        active = [p for p in players if p not in (leaver, closer)]
        await until("the second pairing", lambda: all(len(p.games) == 2 for p in active), ROUND_WITHIN_S)
        check(len(leaver.games) == 1 and len(closer.games) == 1, "paired while away")
        bottom = bottom_game(active, wave_of(active, 2))
        ref.plans[bottom] = Plan(south=LAST, north=LAST, draw=20)  # a draw of 20 plies or more: 1 point
        ref.open = True
        check_wave(active, 2, tid)
        await all_over(players)
        # Wave 3: both back (a new connection watching again).
        await leaver.watch(tid)
        await closer.connect()
        await closer.watch(tid)
        await until("the third pairing", lambda: all(len(p.games) == 3 for p in active)
                    and len(leaver.games) == 2 and len(closer.games) == 2, ROUND_WITHIN_S)
        for p in players:  # nobody watches from now on: no fourth game
            await p.unwatch(tid)
        await all_over(players)
        check(not wave1 & wave_of(players, 3), "waves overlap")
        for p in players:
            check(all(a.opponent != b.opponent for a, b in zip(p.games, p.games[1:])),
                  "%s met someone twice in a row" % p.name)
        t = tournament(s, tid)
        check(t["status"] == "started" and t["players"] == 12 and t.get("pairings_closed_at"), str(t)[:400])
        rows = {r["player"]["id"]: r for r in t["standings"]}
        for p in players:
            check_arena_row(rows[p.id], p)
        check_ranked(t["standings"], lambda r: (r["score"], r["rating"]))
        outcomes = [o for p in players for o in outcomes_of(p)]
        check(("draw", 2) in [(r, n) for r, n, _ in outcomes] and [o for o in outcomes if o[0] == "draw" and o[1] >= 20],
              "no short and no long draw was played: %s" % outcomes)
        check([r for r, _, _ in outcomes_of(champion)] == ["win"] * 3, "the champion: %s" % outcomes_of(champion))
        check([g["points"] for g in rows[champion.id]["games"]] == [2, 2, 4], str(rows[champion.id]))
        # The guest's frames follow the standings to the end: its last one is GET's table.
        frames = [m for m in await drain(guest, 2.5) if m.get("type") == "tournament"]
        check(frames and frames[-1]["standings"] == t["standings"], "the guest's last frame differs from GET")
    finally:
        s.stop()


async def test_berserk_halves_the_clock_drops_the_increment_and_scores_one_more_after_14_plies():
    s = Server()
    try:
        def berserk_plans(players):
            plans = {}

            def plan(g, player):
                if g.id not in plans:
                    # The first game: South berserks and wins on the board (the last pit against the
                    # first: some 26 plies); North asks for berserk after its first ply (refused). The
                    # second: North berserks and wins at once, South resigning at ply 2.
                    plans[g.id] = (Plan(south=LAST, north=FIRST, berserk={"south"}, late_berserk={"north"})
                                   if not plans else Plan(resign=("south", 2), berserk={"north"}))
                return plans[g.id]
            return plan
        tid, players, _ = await arena(s, 4, "B", referee=berserk_plans, clock={"limit_s": 20, "inc_s": 2})
        await until("the start's pairing", lambda: all(p.games for p in players), ROUND_WITHIN_S)
        await all_over(players)
        for p in players:
            await p.unwatch(tid)
        long_game = None
        for gid, (south, north) in games_between(players).items():
            g = south.by_id[gid]
            berserker = "south" if g.plan.berserk == {"south"} else "north"
            other = "north" if berserker == "south" else "south"
            for seat in (south, north):  # both seats are told, with a fresh snapshot
                fresh = [f for f in seat.by_id[gid].snapshots[1:] if (f.get("berserk") or {}).get(berserker)]
                check(fresh, "%s was not told of the berserk: %s" % (seat.name, [str(f)[:200] for f in seat.by_id[gid].snapshots]))
                check(fresh[0]["tournament"] == tid and not fresh[0]["berserk"].get(other), str(fresh[0])[:300])
            clock = fresh[0]["clock"]
            check(clock[berserker + "_ms"] == 10000 and clock[other + "_ms"] == 20000,
                  "the clocks after the berserk: %s" % clock)
            check(g.over["state"]["result"] == berserker, "the berserker lost: %s" % g.over["state"])
            if berserker == "south":
                long_game = g
        plies = long_game.over["state"]["ply"]
        check(plies >= 14, "the berserker's game lasted %d plies" % plies)
        # The berserker's clock never gains the increment; the other's does, from its second turn.
        clocks = [c for c in long_game.clocks if c]
        check(max(c["south_ms"] for c in clocks) <= 10000, "the berserker gained time: %s" % clocks)
        check(max(c["north_ms"] for c in clocks) > 20000, "the other seat never gained the increment: %s" % clocks)
        late = [e for p in players for e in p.errors if e.get("id") == "late-berserk"]
        check(len(late) == 1 and late[0]["code"] == "bad_message", "berserk after one's first ply: %s" % late)
        t = tournament(s, tid)
        rows = {r["player"]["id"]: r for r in t["standings"]}
        for p in players:
            check_arena_row(rows[p.id], p)
        check(sorted(r["score"] for r in t["standings"]) == [0, 0, 2, 3],
              "a berserk win of 14+ plies 3, of 2 plies 2: %s" % [r["score"] for r in t["standings"]])
        winner = [p for p in players if long_game.id in p.by_id and p.by_id[long_game.id].side == "south"][0]
        check([g.get("berserk") for g in rows[winner.id]["games"]] == [True], str(rows[winner.id]))
        # Berserk is for tournament games only.
        c = await s.client(name="Casual")
        await c.send(type="bot.play", level="easy", clock={"limit_s": 60, "inc_s": 0})
        casual = await c.expect("game")
        check("tournament" not in casual and "berserk" not in casual, str(casual)[:300])
        await c.error("bad_message", type="berserk", game=casual["game"])
    finally:
        s.stop()


async def test_two_players_alone_meet_again():
    s = Server()
    try:
        tid, players, ref = await arena(s, 2, "D")
        await until("the start's pairing", lambda: all(p.games for p in players), ROUND_WITHIN_S)
        await until("the second game", lambda: all(len(p.games) == 2 for p in players), ROUND_WITHIN_S)
        for p in players:
            await p.unwatch(tid)
        await all_over(players)
        a = players[0]
        check(a.games[0].opponent == a.games[1].opponent == players[1].id, "the duel: %s" % [g.opponent for g in a.games])
        rows = {r["player"]["id"]: r for r in tournament(s, tid)["standings"]}
        for p in players:
            check_arena_row(rows[p.id], p)
        check(rows[players[1].id]["score"] == 4 and rows[a.id]["score"] == 0, str(rows))
    finally:
        s.stop()


def stored_ends_at(db, tid, seconds):
    """Moves the arena's stored end `seconds` from now (the server stopped)."""
    execute_on(db, "UPDATE tournaments SET ends_at = ? WHERE id = ?", (iso_in(seconds), tid))


async def reconnect(players, tid, server):
    for p in players:
        await p.connect(server)
        await p.watch(tid)


async def test_a_restart_keeps_the_arena_and_its_games_and_the_end_brings_a_podium():
    folder = tempfile.TemporaryDirectory(prefix="mancala-arena-")
    db = os.path.join(folder.name, "arena.db")
    settings = dict(db=db, restart_grace_ms=5000, disconnect_grace_ms=20000)
    s = Server(**settings)
    try:
        tid, players, ref = await arena(s, 6, "R")
        await until("the start's pairing", lambda: all(p.games for p in players), ROUND_WITHIN_S)
        await all_over(players)
        await until("the results in the frames", lambda: sum(r["score"] for r in players[0].latest()["standings"]) == 6, 5)
        before = tournament(s, tid)["standings"]
    finally:
        s.stop()  # SIGTERM
    s = Server(**settings)
    try:
        t = tournament(s, tid)
        check(t["status"] == "started" and t["standings"] == before, "after SIGTERM: %s" % str(t)[:500])
        ref.open = False
        await reconnect(players, tid, s)
        await until("a pairing after the restart", lambda: all(len(p.games) == 2 for p in players), ROUND_WITHIN_S)
        check_wave(players, 2, tid)
        wave2 = wave_of(players, 2)
        for gid in wave2:  # each game stops at ply 2 (both seats play on after the next restart)
            ref.plans[gid] = Plan(stop=2)
        ref.open = True
        await until("every game at ply 2", lambda: all(p.games[-1].state["ply"] >= 2 for p in players), 10)
        s.proc.kill()  # kill -9 mid-game
        s.proc.wait()
    finally:
        s.stop()
    stored_ends_at(db, tid, 12)  # pairings are closed from now on; the end comes in 12 s
    s = Server(**settings)
    try:
        late = sorted(wave2)[0]
        for gid in wave2:
            del ref.plans[gid]  # played on as the referee says
        ref.hold.add(late)  # this one ends after the arena's end
        await reconnect(players, tid, s)
        await until("the restored games' ends", lambda: all(
            p.games[-1].over is not None for p in players if p.games[-1].id != late), 20)
        await until("the arena's end", lambda: tournament(s, tid)["status"] == "finished", 20)
        t = tournament(s, tid)
        check(not t.get("podium"), "a podium before the last game ended: %s" % t.get("podium"))
        ref.hold.discard(late)
        await all_over(players)
        await until("the podium", lambda: tournament(s, tid).get("podium"), 10)
        t = tournament(s, tid)
        rows = {r["player"]["id"]: r for r in t["standings"]}
        for p in players:
            check(len(p.games) == 2, "%s was paired after pairings closed" % p.name)
            check_arena_row(rows[p.id], p)
        check([r["player"]["id"] for r in t["podium"]] == [r["player"]["id"] for r in t["standings"][:3]],
              "the podium %s, the standings' top %s" % (t["podium"], t["standings"][:3]))
        status, listed = s.get_json("/api/tournaments?status=finished")
        check(status == 200 and tid in [e["tournament"] for e in listed["tournaments"]], str(listed)[:300])
    finally:
        s.stop()
        folder.cleanup()


if __name__ == "__main__":
    main([
        test_watchers_are_paired_at_the_start_scored_and_only_paired_while_watching,
        test_berserk_halves_the_clock_drops_the_increment_and_scores_one_more_after_14_plies,
        test_two_players_alone_meet_again,
        test_a_restart_keeps_the_arena_and_its_games_and_the_end_brings_a_podium,
    ])
