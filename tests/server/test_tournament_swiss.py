"""mancala-server: Swiss tournaments played over the wire (PROTOCOL.md §Tournaments, docs/protocol.md
§Tournaments). Accounts join a Swiss event made with POST /api/tournaments and watch it; each round
pairs the players present, an odd count giving a bye (1 point a game of the round) to a player who
had none; nobody meets anyone twice; with two games a round the pair plays again, seats swapped, the
second game opened when the first ends, and the round's points are the sum. A player who does not
make their first ply loses on time and is withdrawn, and comes back by joining again; a late joiner
(up to half the rounds) gets a half-point bye for the round under way, and later joins are
refused. The final table's Buchholz and Sonneborn-Berger are computed again here from the games it
lists, and the event ends with a podium. Rounds follow each other `swiss_round_gap_ms` apart
(shortened here) and the first-move timer is short, so that a no-show costs seconds."""

from harness import Server, check, main
from tournament_play import Plan, Player, entrants, games_between, tournament, until
from tournament_scores import check_swiss_table, swiss_game_points

CLOCK = {"limit_s": 15, "inc_s": 0}
SETTINGS = dict(swiss_round_gap_ms=500, first_move_ms=3000)
EVENT_WITHIN_S = 60


class Referee:
    """The stronger player (the later name; a player who joined late is the weakest) wins, the weaker
    resigning at ply 2; `special(game,
    player, that plan)` may give another plan. Games beyond the first `budget` planned wait (None:
    no limit)."""

    def __init__(self, players, special=None):
        self.strength = {p.id: i for i, p in enumerate(players)}
        self.special, self.plans, self.budget = special, {}, None

    def __call__(self, g, player):
        if g.id not in self.plans:
            if self.budget is not None and len(self.plans) >= self.budget:
                return None
            loser = g.side if self.strength.get(player.id, -1) < self.strength.get(g.opponent, -1) else g.other
            plan = Plan(resign=(loser, 2))
            self.plans[g.id] = self.special(g, player, plan) if self.special else plan
        return self.plans[g.id]


async def swiss(s, n, prefix, rounds, games_per_round=1, special=None):
    body = dict(kind="swiss", name="%s Swiss" % prefix, clock=CLOCK, rounds=rounds, games_per_round=games_per_round)
    made, players = await entrants(s, n, prefix, lambda ps: Referee(ps, special), body)
    check(made["rounds"] == rounds and made["games_per_round"] == games_per_round, str(made))
    return made["tournament"], players, players[0].referee


async def finished(s, tid, players):
    await until("the event's end", lambda: tournament(s, tid)["status"] == "finished", EVENT_WITHIN_S)
    await until("every game's end", lambda: all(not p.playing() for p in players), 10)
    t = tournament(s, tid)
    check(t["podium"] and [r["player"]["id"] for r in t["podium"]] == [r["player"]["id"] for r in t["standings"][:3]],
          "the podium %s, the standings' top %s" % (t.get("podium"), t["standings"][:3]))
    return t


def by_round(row):
    """{round: [the row's games of that round]}."""
    out = {}
    for g in row["games"]:
        out.setdefault(g["round"], []).append(g)
    return out


def check_played(t, players, games_per_round):
    """Each listed game is one the players played, with its result and points; each round gives a
    player `games_per_round` games against one opponent, or one bye; nobody meets anyone in two
    rounds; byes score 1 a game of the round, a half-point bye half that. Returns {round: [(bye
    player, points)]}."""
    rows = {r["player"]["id"]: r for r in t["standings"]}
    met, byes = {}, {}
    for p in players:
        row = rows.get(p.id)
        check(row is not None, "%s is in the standings" % p.name)
        played = [g for g in row["games"] if g.get("opponent")]
        check([g["game"] for g in played] == [g.id for g in p.finished()],
              "%s's games: listed %s, played %s" % (p.name, [g["game"] for g in played], [g.id for g in p.finished()]))
        for listed, g in zip(played, p.finished()):
            check(listed["result"] == g.result() and listed["points"] == swiss_game_points(g.result())
                  and listed["opponent"]["id"] == g.opponent, "%s: listed %s, played %s" % (p.name, listed, g.result()))
        for rnd, games in by_round(row).items():
            opponents = {(g.get("opponent") or {}).get("id") for g in games}
            check(len(opponents) == 1, "%s met %s in round %d" % (p.name, opponents, rnd))
            opponent = opponents.pop()
            if opponent is None:
                check(len(games) == 1 and games[0]["result"] == "bye" and games[0]["points"] in
                      (games_per_round, games_per_round / 2), "%s's bye in round %d: %s" % (p.name, rnd, games))
                byes.setdefault(rnd, []).append((p, games[0]["points"]))
            else:
                check(len(games) == games_per_round, "%s's round %d: %s" % (p.name, rnd, games))
                met.setdefault(frozenset((p.id, opponent)), set()).add(rnd)
    twice = {tuple(pair): rounds for pair, rounds in met.items() if len(rounds) > 1}
    check(not twice, "players met in two rounds: %s" % twice)
    return byes


async def test_seven_players_three_rounds_a_bye_each_round_to_another_and_the_tiebreaks():
    s = Server(**SETTINGS)
    try:
        def draws_and_berserk(g, player, plan):
            # Every game of S03 is drawn by agreement at ply 2 (halves in the table); S05 asks for
            # berserk before its first ply, which a Swiss game refuses.
            names = {side: g.first["players"][side]["name"] for side in ("south", "north")}
            if "S03" in names.values():
                plan = Plan(draw=2)
            plan.berserk = {side for side, name in names.items() if name == "S05"}
            return plan
        tid, players, _ = await swiss(s, 7, "S", rounds=3, special=draws_and_berserk)
        t = await finished(s, tid, players)
        check(t["round"] == 3 and t.get("ends_at"), str(t)[:300])
        byes = check_played(t, players, 1)
        check(sorted(byes) == [1, 2, 3] and all(len(b) == 1 and b[0][1] == 1 for b in byes.values()),
              "one full bye a round: %s" % {r: [(p.name, pts) for p, pts in b] for r, b in byes.items()})
        check(len({b[0][0].id for b in byes.values()}) == 3, "a player had two byes")
        check(len(games_between(players)) == 9, "3 rounds of 3 games: %d" % len(games_between(players)))
        check_swiss_table(t)
        refused = [e for p in players for e in p.errors if e.get("id") == "berserk"]
        check(refused and all(e["code"] == "bad_message" for e in refused), "berserk in a Swiss game: %s" % refused)
        # The frames say when the next round is paired, between rounds, and null at the end.
        check(any(f.get("next_round_at") for p in players for f in p.frames), "no frame showed next_round_at")
        await until("the frame of the end", lambda: players[0].latest()["status"] == "finished", 5)
        last = players[0].latest()
        check("next_round_at" in last and last["next_round_at"] is None, str(last)[:300])
    finally:
        s.stop()


async def test_two_games_a_round_with_seats_swapped_the_second_after_the_first():
    s = Server(**SETTINGS)
    try:
        pairs_seen = {}

        def win_then_draw(g, player, plan):
            # The stronger wins a pair's first game; the second (seats swapped) is drawn at ply 2.
            seen = pairs_seen.setdefault(frozenset((player.id, g.opponent)), [])
            seen.append(g.id)
            return Plan(draw=2) if len(seen) == 2 else plan
        tid, players, _ = await swiss(s, 5, "W", rounds=2, games_per_round=2, special=win_then_draw)
        t = await finished(s, tid, players)
        byes = check_played(t, players, 2)
        check(sorted(byes) == [1, 2] and all(len(b) == 1 and b[0][1] == 2 for b in byes.values()),
              "a bye of 2 points a round: %s" % byes)
        check(byes[1][0][0] is not byes[2][0][0], "one player had both byes")
        by_id = {p.id: p for p in players}
        times = {game: (started, ended) for game, started, ended in
                 s.query("SELECT game, started_at, ended_at FROM tournament_games WHERE tournament = ?", (tid,))}
        for p in players:
            games = p.finished()
            check(len(games) % 2 == 0, "%s played whole rounds of two games: %d" % (p.name, len(games)))
            for first, second in zip(games[0::2], games[1::2]):
                check(first.opponent == second.opponent and first.side != second.side,
                      "%s: seats not swapped: %s %s" % (p.name, first.side, second.side))
                check(times[second.id][0] >= times[first.id][1],
                      "%s's second game opened before the first ended: %s %s" % (p.name, times[first.id], times[second.id]))
                check({first.result(), second.result()} in ({"win", "draw"}, {"loss", "draw"}),
                      "%s's pair of games: %s, the opponent's %s; errors %s, orphans %s" % (
                          p.name, (first, second), [by_id[first.opponent].by_id[g.id] for g in (first, second)],
                          p.errors + by_id[first.opponent].errors, p.orphans + by_id[first.opponent].orphans))
        rows = {r["player"]["id"]: r for r in t["standings"]}
        for p in players:
            for rnd, games in by_round(rows[p.id]).items():
                if games[0].get("opponent"):
                    check(sum(g["points"] for g in games) in (0.5, 1.5), "%s's round %d: %s" % (p.name, rnd, games))
        check_swiss_table(t)
    finally:
        s.stop()


async def test_a_no_show_is_withdrawn_and_rejoins_a_late_joiner_gets_a_half_point_bye():
    s = Server(**SETTINGS)
    try:
        noshow = []

        def first_south_stays_away(g, player, plan):
            # South of the first game planned never moves.
            if noshow:
                return plan
            noshow.append(g.first["players"]["south"]["id"])
            return Plan(noshow="south")
        tid, players, ref = await swiss(s, 5, "N", rounds=4, special=first_south_stays_away)
        ref.budget = 2  # round 1's two games; round 2's wait for the test
        late, later = Player(s, "Late"), Player(s, "Later")
        late.referee = later.referee = ref
        await until("round 1", lambda: len(ref.plans) == 2, 20)
        absent = [p for p in players if p.id == noshow[0]][0]
        # A late join during round 1 (the no-show's game runs on its first-move timer).
        check(late.join(tid) == {"ok": True}, "late join")
        await late.connect()
        frame = await late.watch(tid)
        mine = late.row(frame)
        check(mine and [(g["round"], g["result"], g["points"], g.get("opponent")) for g in mine["games"]]
              == [(1, "bye", 0.5, None)], "the late joiner's half-point bye: %s" % mine)
        # The no-show loses on time and is withdrawn.
        await until("the no-show's end", lambda: absent.games and absent.games[0].over is not None, 10)
        over = absent.games[0].over
        check(over["state"]["reason"] == "timeout" and absent.games[0].result() == "loss", str(over)[:300])
        await until("the withdrawal in the frames", lambda: absent.latest()["you"]["withdrawn"] is True, 5)
        # Round 2 without them (held until they joined again).
        await until("round 2", lambda: sum(len(p.games) for p in players + [late]) == 8, 20)
        check(len(absent.games) == 1, "the withdrawn player was paired")
        row = absent.row(tournament(s, tid))
        check(row["withdrawn"] is True, str(row))
        check(absent.join(tid) == {"ok": True}, "joining again")
        check(absent.row(tournament(s, tid))["withdrawn"] is False, "still withdrawn after joining again")
        ref.budget = None
        await until("round 3", lambda: len(absent.games) == 2, 20)
        check(later.join(tid, expect=409)["error"] == "closed", "a join past half the rounds")
        t = await finished(s, tid, players + [late])
        check_played(t, players + [late], 1)
        rounds = {g["round"] for g in absent.row(t)["games"]}
        check(rounds == {1, 3, 4}, "the no-show's rounds: %s" % absent.row(t)["games"])
        check(later.row(t) is None, "the refused joiner is in the table")
        check_swiss_table(t)
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_seven_players_three_rounds_a_bye_each_round_to_another_and_the_tiebreaks,
        test_two_games_a_round_with_seats_swapped_the_second_after_the_first,
        test_a_no_show_is_withdrawn_and_rejoins_a_late_joiner_gets_a_half_point_bye,
    ])
