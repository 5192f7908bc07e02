"""GET /metrics: the Prometheus text format, checked by a strict reader and by Debian's
prometheus_client parser, with values that count what the test really did."""

import asyncio
import json
import time

from prometheus_client.parser import text_string_to_metric_families

import promtext
from harness import Server, check, main, play_out


def scrape(s):
    status, headers, body = s.get("/metrics")
    check(status == 200, "GET /metrics: %s" % status)
    check(headers.get("Content-Type") == "text/plain; version=0.0.4; charset=utf-8", str(headers))
    text = body.decode("utf-8")
    families = promtext.parse(text)
    # Debian's parser must read the same families and samples.
    theirs = {f.name: f for f in text_string_to_metric_families(text)}
    for name, fam in families.items():
        key = name[: -len("_total")] if fam["type"] == "counter" and name.endswith("_total") else name
        check(key in theirs and theirs[key].type == fam["type"], "prometheus_client reads %s differently" % name)
        check(len(theirs[key].samples) == len(fam["samples"]), "sample count of %s differs" % name)
    return families


def v(families, family, sample=None, **labels):
    return promtext.value(families, family, sample, **labels)


async def test_metrics_parse_strictly_and_count_what_happened():
    # The queue's scrape must come before the computer takes the lone player: 300 ms was too
    # little under the sanitizers on a loaded machine (the player had left the queue already).
    s = Server(bot_after_ms=3000, bot_level="easy")
    try:
        m = scrape(s)
        check(v(m, "mancala_build_info", version=s.get_json("/healthz")[1]["version"],
                compiler=dict(next(iter(m["mancala_build_info"]["samples"]))[1])["compiler"]) == 1, "build_info")
        for kind in ("online", "computer", "same_device"):
            check(v(m, "mancala_games_in_progress", kind=kind) == 0, "no game yet: %s" % kind)
        check(v(m, "mancala_plies_total") == 0 and v(m, "mancala_connections") == 0, "fresh server")

        # A computer game played to the end: South is ours, North the computer's.
        a = await s.client(name="Ops")
        await a.send(type="bot.play", level="easy", side="south", id="b")
        g = await a.expect("game", id="b")
        m = scrape(s)
        check(v(m, "mancala_games_in_progress", kind="computer") == 1, "computer game in progress")
        check(v(m, "mancala_connections") == 1, "one connection")
        state, plies = await play_out(g, {"south": a})
        status, record = s.get_json("/api/games/" + g["game"])
        ours = sum(1 for mv in record["moves"] if mv["side"] == "south")
        theirs = plies - ours
        check(status == 200 and len(record["moves"]) == plies and ours > 0 and theirs > 0, str(record)[:200])

        # A same-device game, resigned at once.
        await a.send(type="local.play", id="l")
        local = await a.expect("game", id="l")
        check(v(scrape(s), "mancala_games_in_progress", kind="same_device") == 1, "local game in progress")
        await a.send(type="resign", game=local["game"])
        await a.wait_for("game.over")

        # A lone player in the queue of a smaller board, then the computer from the queue.
        b = await s.client(name="Lone")
        variant = {"game": "kalah", "pits": 4, "seeds": 3}
        await b.send(type="queue.join", variant=variant)
        joined = await b.expect("queue.joined")
        # queue.joined may come before the queue's strand has counted the entry: the gauge follows.
        deadline = time.time() + 2
        while True:
            key_labels = [dict(ls) for (_, ls), val in scrape(s)["mancala_queue_length"]["samples"].items() if val == 1]
            if key_labels or time.time() > deadline:
                break
            time.sleep(0.02)
        check(len(key_labels) == 1 and json.loads(key_labels[0]["variant"])["pits"] == 4, str(key_labels))
        queued = await b.wait_for("game", timeout=10)
        check(queued["players"]["north"]["bot"] or queued["players"]["south"]["bot"], "not a computer game")
        await b.send(type="resign", game=queued["game"])
        await b.wait_for("game.over")

        m = scrape(s)
        check(v(m, "mancala_queue_length", **key_labels[0]) == 0, "queue left")
        check(v(m, "mancala_bot_games_from_queue_total") == 1, "one computer game from the queue")
        for kind in ("online", "computer", "same_device"):
            check(v(m, "mancala_games_in_progress", kind=kind) == 0, "all over: %s" % kind)
        check(v(m, "mancala_games_started_total") == 3, "three games started")
        finished = {dict(ls)["reason"]: val for (_, ls), val in m["mancala_games_finished_total"]["samples"].items()}
        check(v(m, "mancala_games_finished_total", result=state["result"], reason="normal") == 1, str(finished))
        check(sum(val for (_, ls), val in m["mancala_games_finished_total"]["samples"].items()
                  if dict(ls)["reason"] == "resign") == 2, str(m["mancala_games_finished_total"]["samples"]))
        # Plies of the whole game, plus the queue game's if the computer opened as South.
        extra = 1 if queued["players"]["south"]["bot"] else 0
        check(v(m, "mancala_plies_total") in (plies, plies + extra), "plies %s vs %d" % (v(m, "mancala_plies_total"), plies))
        check(v(m, "mancala_move_round_trip_seconds", "mancala_move_round_trip_seconds_count") == ours,
              "one round trip per human move: %d" % ours)
        check(v(m, "mancala_bot_think_seconds", "mancala_bot_think_seconds_count") >= theirs, "a search per computer ply")
        commits = v(m, "mancala_db_commits_total")
        check(commits >= 1 and v(m, "mancala_db_write_seconds", "mancala_db_write_seconds_count") >= commits,
              "a latency per transaction")
        check(v(m, "mancala_draining") == 0 and v(m, "mancala_uptime_seconds") >= 0, "not draining")
    finally:
        s.stop()


async def test_metrics_answers_get_only():
    s = Server()
    try:
        import urllib.request
        req = urllib.request.Request(s.http + "/metrics", method="POST", data=b"x")
        try:
            urllib.request.urlopen(req, timeout=5)
            raise AssertionError("POST /metrics was accepted")
        except urllib.error.HTTPError as e:
            check(e.code == 405, "POST /metrics: %s" % e.code)
    finally:
        s.stop()


if __name__ == "__main__":
    main([test_metrics_parse_strictly_and_count_what_happened, test_metrics_answers_get_only])
