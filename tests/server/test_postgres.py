"""The PostgreSQL store (store: "postgres") against a real PostgreSQL (pg.py): PostgreSQL
restarted in the middle of a game, --migrate-sqlite and its round trip through the HTTP API (games,
players, ratings, accounts, puzzle ratings and attempts), and the settings' errors. Run with MANCALA_TEST_STORE=postgres (ctest server.pg.postgres)."""

import os
import subprocess
import tempfile
import time

import harness
import pg
from harness import Server, check, legal_pits, main, matched_pair, play_one_ply_each_then_resign
from test_accounts import PASSWORD, post
from test_privacy import call
from test_puzzles import attempt, longest, pits, shipped
from test_puzzles import call as puzzle_call


async def play_plies(client, game, state, count):
    """`count` plies of a local game (this client on both sides); returns the last state."""
    for _ in range(count):
        side = state["to_move"]
        await client.send(type="move", game=game, ply=state["ply"], pit=legal_pits(state, side)[0])
        state = (await client.wait_for("moved"))["state"]
    return state


def wait_for_db(s, wanted, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        status, body = s.get_json("/healthz")
        if body.get("db") == wanted:
            return
        time.sleep(0.1)
    raise AssertionError("/healthz db did not become %s within %d s: %s" % (wanted, seconds, body))


async def test_plies_survive_a_postgres_restart_and_the_game_goes_on():
    cluster = pg.cluster()
    s = Server()
    try:
        a = await s.client(name="Ann")
        await a.send(type="local.play", id="l1", variant={"pits": 6, "seeds": 6})
        g = await a.expect("game", id="l1")
        state = await play_plies(a, g["game"], g["state"], 3)
        acked = state["ply"]
        check(len(s.query("SELECT n FROM plies WHERE game_id = ?", (g["game"],))) == acked, "acked plies stored")

        cluster.stop("fast")
        wait_for_db(s, "failing", 5)
        # While PostgreSQL is away the game goes on; these plies wait in memory.
        state = await play_plies(a, g["game"], state, 2)
        status, _ = s.get_json("/healthz")
        check(status == 200, "/healthz still answers")

        cluster.start()
        wait_for_db(s, "ok", 20)
        state = await play_plies(a, g["game"], state, 1)
        deadline = time.time() + 10
        while len(s.query("SELECT n FROM plies WHERE game_id = ?", (g["game"],))) < state["ply"]:
            check(time.time() < deadline, "the plies queued while PostgreSQL was down did not land")
            time.sleep(0.1)
        rows = s.query("SELECT n FROM plies WHERE game_id = ? ORDER BY n", (g["game"],))
        check([r[0] for r in rows] == list(range(state["ply"])), "every ply once, in order: %s" % rows)
        status, stored = s.get_json("/api/games/" + g["game"])
        check(status == 200 and len(stored["moves"]) == state["ply"], str(stored)[:300])
        check("writes kept in memory and retried" in s.logs(), "the outage is logged")
    finally:
        if pg.cluster().proc.poll() is not None:
            pg.cluster().start()
        s.stop()


PUZZLE_SET = {"puzzles/puzzles.json": {"puzzles": shipped()}}


def puzzle_attempts(s, token):
    """The longest puzzle solved and another failed by the player of `token`: (solved, failed) ids."""
    solved = longest(shipped())
    line, sent, i = pits(solved["solution"]), [], 0
    while True:  # the solver's plies only, each after the replies the server gave
        sent.append(line[i])
        i += 1
        status, a = attempt(s, solved["id"], sent, token)
        check(status == 200 and a["correct"], "the solution's ply %d: %s" % (i, a))
        if a["complete"]:
            break
        i += len(a["reply"])
    failed = next(p for p in shipped() if p["id"] != solved["id"])
    status, a = attempt(s, failed["id"], [wrong_first_ply(failed)], token)
    check(status == 200 and a["rating_change"] < 0, "a rated failed attempt: %s" % a)
    return solved["id"], failed["id"]


def wrong_first_ply(puzzle):
    return next(f for f in puzzle["refutations"] if f["at"] == 0)["ply"]


def puzzle_views(s, token, ids):
    """What the puzzle API tells the player of `token` about the puzzles `ids` and which comes next."""
    return [puzzle_call(s, "GET", "/api/puzzles/" + pid, token=token) for pid in ids]


async def make_sqlite_records(path):
    """A rated game, a local game, an account and two rated puzzle attempts (one solved, one
    failed) on the SQLite store at `path`; what the HTTP API then says of them."""
    s = Server(db=path, store="sqlite", files=PUZZLE_SET)
    try:
        south, north, g = await matched_pair(s, ("Ann", "Bob"))
        await play_one_ply_each_then_resign(south, north, g, north)
        await south.send(type="local.play", id="l1")
        local = await south.expect("game", id="l1")
        await play_plies(south, local["game"], local["state"], 4)
        status, _, body = post(s, "/api/accounts", {"username": "Annie", "password": PASSWORD,
                                                    "token": south.welcome["token"]})
        check(status == 201 or status == 200, "account: %d %s" % (status, body))
        status, _, body = call(s, "PUT", "/api/account/language", south.welcome["token"], {"language": "tr"})
        check(status == 200, "the account's language: %d %s" % (status, body))
        player = south.welcome["player"]["id"]
        solved, failed = puzzle_attempts(s, south.welcome["token"])
        await south.close()
        await north.close()
        time.sleep(0.3)  # the local game's last ply committed
        seen = {
            "game": s.get_json("/api/games/" + g["game"]),
            "local": s.get_json("/api/games/" + local["game"]),
            "player": s.get_json("/api/players/" + player),
            "games": s.get_json("/api/games?limit=10"),
            "player_games": s.get_json("/api/players/%s/games" % player),
            "leaderboard": s.get_json("/api/leaderboard"),
            "puzzles": puzzle_views(s, south.welcome["token"], (solved, failed)),
            "puzzle_rows": s.query("SELECT player_id, puzzle_id, correct FROM puzzle_attempts ORDER BY puzzle_id"),
        }
        return seen, g["game"], local["game"], player, south.welcome["token"], (solved, failed)
    finally:
        s.stop()


async def test_migrate_sqlite_copies_games_players_and_ratings():
    folder = tempfile.TemporaryDirectory(prefix="mancala-migrate-test-")
    path = os.path.join(folder.name, "old.db")
    try:
        seen, game, local, player, token, puzzles = await make_sqlite_records(path)
        target = path + ".pg"  # stands for the PostgreSQL database the records go to
        flags = ["--store", "postgres", "--postgres", harness.postgres_settings(target)["postgres"]]
        r = subprocess.run([harness.SERVER, "--migrate-sqlite", path] + flags, capture_output=True, text=True)
        check(r.returncode == 0 and "migrated" in r.stdout and " 2 games" in r.stdout, r.stdout + r.stderr)
        again = subprocess.run([harness.SERVER, "--migrate-sqlite", path] + flags, capture_output=True, text=True)
        check(again.returncode == 2 and "already holds" in again.stderr, "a second copy is refused: " + again.stderr)
        s = Server(db=target, files=PUZZLE_SET)
        try:
            for key, url in (("game", "/api/games/" + game), ("local", "/api/games/" + local),
                             ("player", "/api/players/" + player),
                             ("games", "/api/games?limit=10"), ("player_games", "/api/players/%s/games" % player),
                             ("leaderboard", "/api/leaderboard")):
                check(s.get_json(url) == seen[key], "%s differs after migration:\n%s\n%s" % (key, s.get_json(url),
                                                                                          seen[key]))
            check(puzzle_views(s, token, puzzles) == seen["puzzles"],
                  "the puzzles differ after migration:\n%s\n%s" % (puzzle_views(s, token, puzzles), seen["puzzles"]))
            solved, failed = seen["puzzles"]
            check(solved[1]["you"]["rating"] != 1500 and solved[1]["attempts"] == 1 and failed[1]["attempts"] == 1,
                  "the puzzles were rated and tried: %s" % (seen["puzzles"],))
            rows = s.query("SELECT player_id, puzzle_id, correct FROM puzzle_attempts ORDER BY puzzle_id")
            check([(r[0], r[1], bool(r[2])) for r in rows] == [(r[0], r[1], bool(r[2])) for r in seen["puzzle_rows"]]
                  and len(rows) == 2, "the attempts: %s, before %s" % (rows, seen["puzzle_rows"]))
            check(len(s.query("SELECT id FROM puzzles")) == len(shipped()), "one row a puzzle")
            failed_puzzle = next(p for p in shipped() if p["id"] == puzzles[1])
            status, again = attempt(s, puzzles[1], [wrong_first_ply(failed_puzzle)], token)
            check(status == 200 and "rating_change" not in again, "the rated attempt was copied: %s" % again)
            check(seen["player"][1]["ratings"], "the player was rated: %s" % (seen["player"],))
            check(seen["local"][0] == 200 and len(seen["local"][1]["moves"]) == 4, "the local game: %s" % (seen["local"],))
            check(seen["player"][1].get("account") == "Annie", "the account: %s" % (seen["player"],))
            status, _, body = post(s, "/api/sessions", {"username": "annie", "password": PASSWORD})
            check(status == 200 and body["player"]["id"] == player, "the account logs in: %d %s" % (status, body))
            kept = call(s, "GET", "/api/account", body["token"])[2]
            check(kept["language"] == "tr", "the account's language is copied: %s" % (kept,))
            # The migrated store takes new records too.
            c = await s.client(name="Cid")
            await c.send(type="local.play", id="l2")
            local = await c.expect("game", id="l2")
            await play_plies(c, local["game"], local["state"], 1)
        finally:
            s.stop()
    finally:
        folder.cleanup()


async def test_bad_store_settings_exit_2_with_a_message():
    cases = [
        (["--store", "mysql"], "store: must be"),
        (["--store", "postgres"], "postgres: must be set"),
        (["--store", "postgres", "--postgres", "hots=127.0.0.1 password=s3cret"], "not a libpq connection string"),
        (["--migrate-sqlite", "/nonexistent.db", "--store", "postgres", "--postgres", "host=127.0.0.1 port=1"],
         "not an SQLite database file"),
        (["--migrate-sqlite", "/nonexistent.db"], "needs --store postgres"),
    ]
    for flags, message in cases:
        r = subprocess.run([harness.SERVER] + flags, capture_output=True, text=True, timeout=30)
        check(r.returncode == 2 and message in r.stderr, "%s: exit %d, %s" % (flags, r.returncode, r.stderr))
        check("s3cret" not in r.stderr + r.stdout, "the password is not repeated: %s" % r.stderr)


if __name__ == "__main__":
    main([test_bad_store_settings_exit_2_with_a_message, test_plies_survive_a_postgres_restart_and_the_game_goes_on,
          test_migrate_sqlite_copies_games_players_and_ratings])
