#!/usr/bin/env python3
"""A mancala bot for the HTTP bot API (docs/bots.md), on Python's standard library alone.

It opens its event stream, accepts every challenge, streams each game it plays and moves
whenever it is to move: a ply that ends in its own store (a Kalah extra turn) if there is one,
else the pit that empties the most seeds, else any legal pit. A pit the server refuses
(400 illegal_move: Oware's feeding rule, say) is dropped and the next one tried.

    random_bot.py --server http://127.0.0.1:8080 --token TOKEN [--games N]

--games N: exit once N games have finished (0: run until the event stream ends)."""

import argparse
import http.client
import json
import sys
import threading
import time
import urllib.parse


class Api:
    """The bot API at `server` with `token`: one HTTP connection per call, so threads share nothing."""

    def __init__(self, server, token):
        url = urllib.parse.urlsplit(server)
        self.host, self.port = url.hostname, url.port or 80
        self.headers = {"Authorization": "Bearer " + token}

    def post(self, path, body=None):
        """(status, answer) of a POST; waits and tries again on 429 as its Retry-After says."""
        while True:
            con = http.client.HTTPConnection(self.host, self.port, timeout=30)
            try:
                headers = dict(self.headers)
                data = None
                if body is not None:
                    data = json.dumps(body)
                    headers["Content-Type"] = "application/json"
                con.request("POST", path, body=data, headers=headers)
                r = con.getresponse()
                answer = json.loads(r.read() or b"{}")
                if r.status != 429:
                    return r.status, answer
                time.sleep(int(r.headers.get("Retry-After", "1")))
            finally:
                con.close()

    def stream(self, path):
        """Each JSON line of an NDJSON stream, until it ends; blank keep-alive lines are skipped."""
        con = http.client.HTTPConnection(self.host, self.port, timeout=60)
        try:
            con.request("GET", path, headers=self.headers)
            r = con.getresponse()
            if r.status != 200:
                raise RuntimeError("GET %s: %d %s" % (path, r.status, r.read().decode()))
            while True:
                line = r.readline()
                if not line:
                    return
                if line.strip():
                    yield json.loads(line)
        finally:
            con.close()


def choices(state, you):
    """The pits worth trying, best first, for the side `you` in `state`."""
    row = state["pits"][0 if you == "south" else 1]
    legal = [p for p, seeds in enumerate(row) if seeds > 0]
    # A last seed in one's own store: the pit's seeds equal its distance to the store (Kalah).
    extra = [p for p in legal if row[p] == len(row) - p]
    return extra + sorted((p for p in legal if p not in extra), key=lambda p: -row[p])


def play(api, game_id):
    """Plays one game on its game stream until the stream ends."""
    answered = -1  # the last ply moved at: a state seen twice is answered once
    for event in api.stream("/api/bot/game/stream/" + game_id):
        if event["type"] not in ("gameFull", "gameState") or event["status"] != "started":
            continue
        state, you = event["state"], event["you"]
        if state["to_move"] != you or state["ply"] <= answered:
            continue
        answered = state["ply"]
        for pit in choices(state, you):
            # ?ply= makes the server refuse (stale_ply) a move meant for an older position.
            status, answer = api.post("/api/bot/game/%s/move/%d?ply=%d" % (game_id, pit, state["ply"]))
            if status == 200 or answer.get("error") != "illegal_move":
                break


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--server", required=True)
    ap.add_argument("--token", required=True)
    ap.add_argument("--games", type=int, default=0)
    args = ap.parse_args()
    api = Api(args.server, args.token)
    finished, playing = 0, set()
    for event in api.stream("/api/stream/event"):
        if event["type"] == "challenge":
            api.post("/api/challenge/%s/accept" % event["challenge"]["id"])
        elif event["type"] == "gameStart" and event["game"]["id"] not in playing:
            playing.add(event["game"]["id"])
            threading.Thread(target=play, args=(api, event["game"]["id"]), daemon=True).start()
        elif event["type"] == "gameFinish":
            playing.discard(event["game"]["id"])
            finished += 1
            print("game %s over: %s" % (event["game"]["id"], event["game"]["result"]), flush=True)
            if finished == args.games:
                return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
