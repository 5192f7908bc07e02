"""The tournament rules computed again from the games the test's players saw, to check the
server's standings (PROTOCOL.md §Tournaments, notes DESIGN §Rules): an arena player's points game
by game, and a Swiss table's points, Buchholz and Sonneborn-Berger."""

from harness import check


def arena_marks(outcomes):
    """[(points, doubled)] of an arena player's games, each (result "win"/"draw"/"loss", plies,
    berserk), in the order played: win 2, draw 1, loss 0; after two wins in a row a win 4 and a
    draw 2 until a game that is not a win; a draw under 20 plies 0; a berserk win of at least 14
    plies one more. `doubled`: the game was played on a streak. Also whether the next win counts
    double: (marks, on_fire)."""
    marks, wins_in_row = [], 0
    for result, plies, berserk in outcomes:
        fire = wins_in_row >= 2
        if result == "win":
            points = (4 if fire else 2) + (1 if berserk and plies >= 14 else 0)
            wins_in_row += 1
        elif result == "draw":
            points = 0 if plies < 20 else (2 if fire else 1)
            wins_in_row = 0
        else:
            points = 0
            wins_in_row = 0
        marks.append((points, fire))
    return marks, wins_in_row >= 2


def outcomes_of(player):
    """A Player's finished tournament games in the order they began, as arena_marks takes them."""
    return [(g.result(), g.over["state"]["ply"], g.side in berserked(g)) for g in player.finished()]


def berserked(g):
    """The sides the game's last snapshot shows berserk."""
    b = g.snapshots[-1].get("berserk") or {}
    return {side for side in ("south", "north") if b.get(side)}


def check_arena_row(row, player):
    """The standings row of `player` lists their finished games in order with the results and
    points the rules give, and the sum as the score."""
    finished = player.finished()
    listed = [g for g in row["games"] if g.get("result")]
    check([g["game"] for g in listed] == [g.id for g in finished],
          "%s's games: listed %s, played %s" % (player.name, [g["game"] for g in listed], [g.id for g in finished]))
    marks, on_fire = arena_marks(outcomes_of(player))
    for listed_game, played, (points, doubled) in zip(listed, finished, marks):
        what = "%s's game %s: %s" % (player.name, played.id, listed_game)
        check(listed_game["result"] == played.result(), what + " result, played " + played.result())
        check(listed_game["points"] == points, "%s points, expected %d" % (what, points))
        if points > 0:  # (whether a game that scored nothing on a streak is marked is not the rules')
            check(bool(listed_game.get("doubled")) == doubled, "%s doubled, expected %s" % (what, doubled))
        check((listed_game["opponent"] or {}).get("id") == played.opponent, what + " opponent")
    check(row["score"] == sum(p for p, _ in marks), "%s's score %s, marks %s" % (player.name, row["score"], marks))
    check(bool(row.get("on_fire")) == on_fire, "%s on_fire %s, expected %s" % (player.name, row.get("on_fire"), on_fire))


def check_ranked(rows, key):
    """Ranks run 1..n down the rows and the rows are in order of `key` (largest first)."""
    check([r["rank"] for r in rows] == list(range(1, len(rows) + 1)), "ranks %s" % [r["rank"] for r in rows])
    keys = [key(r) for r in rows]
    check(keys == sorted(keys, reverse=True), "rows out of order: %s" % keys)


def swiss_tiebreaks(rows):
    """{player id: (points, Buchholz, Sonneborn-Berger)} from the standings' games: points the sum
    of the games' (byes included); Buchholz the sum of the final points of each opponent met,
    once per round; Sonneborn-Berger per game the opponent's final points times the game's points."""
    points = {r["player"]["id"]: sum(g["points"] for g in r["games"]) for r in rows}
    out = {}
    for r in rows:
        met, sb = set(), 0.0
        for g in r["games"]:
            if g.get("opponent"):
                opponent = g["opponent"]["id"]
                met.add((g["round"], opponent))
                sb += points[opponent] * g["points"]
        out[r["player"]["id"]] = (points[r["player"]["id"]], sum(points[o] for _, o in met), sb)
    return out


def check_swiss_table(t):
    """Each row's score, Buchholz and Sonneborn-Berger as computed here, and the rows ranked by
    points, Buchholz, Sonneborn-Berger, rating."""
    rows = t["standings"]
    expected = swiss_tiebreaks(rows)
    for r in rows:
        pts, bh, sb = expected[r["player"]["id"]]
        name = r["player"]["name"]
        check(abs(r["score"] - pts) < 1e-9, "%s's score %s, games give %s" % (name, r["score"], pts))
        check(abs(r["buchholz"] - bh) < 1e-9, "%s's Buchholz %s, computed %s" % (name, r["buchholz"], bh))
        check(abs(r["sonneborn_berger"] - sb) < 1e-9,
              "%s's Sonneborn-Berger %s, computed %s" % (name, r["sonneborn_berger"], sb))
    check_ranked(rows, lambda r: (r["score"], r["buchholz"], r["sonneborn_berger"], r["rating"]))
    return expected


def swiss_game_points(result):
    return {"win": 1, "draw": 0.5, "loss": 0}[result]
