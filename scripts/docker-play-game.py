#!/usr/bin/python3
"""Plays one whole game against a running mancala server, as a browser would, for docker-check.

Usage: docker-play-game.py PORT [--level easy|medium|hard] [--timeout-s 90]
Connects to ws://127.0.0.1:PORT/ws (protocol v1, ../shared/PROTOCOL.md), says hello, starts
`bot.play` as South and answers every turn with its leftmost non-empty pit until `game.over`.
Then reads the stored record back from GET /api/games/{id}. Prints one JSON line
{"game","result","reason","plies","stores","ms"} and exits 0; any protocol error, a closed
connection or the timeout exits 1 with the reason on stderr.
Needs Debian's python3-websockets (scripts/install-deps.sh), so run it with /usr/bin/python3.
"""
import argparse
import asyncio
import json
import sys
import time
import urllib.request

import websockets


def first_legal_pit(state, side_index):
    for pit, seeds in enumerate(state["pits"][side_index]):
        if seeds > 0:
            return pit
    raise RuntimeError(f"no legal pit for side {side_index} in {state}")


async def play(port, level):
    started = time.monotonic()
    async with websockets.connect(f"ws://127.0.0.1:{port}/ws", open_timeout=10) as ws:

        async def send(msg):
            await ws.send(json.dumps(msg))

        async def recv():
            msg = json.loads(await ws.recv())
            if msg.get("type") == "error":
                raise RuntimeError(f"server error: {msg}")
            return msg

        await send({"type": "hello", "protocol": 1, "name": "docker-check", "id": "h"})
        welcome = await recv()
        if welcome.get("type") != "welcome":
            raise RuntimeError(f"expected welcome, got {welcome}")
        await send({"type": "bot.play", "level": level, "side": "south", "id": "b"})

        game_id, you, plies = None, None, 0
        while True:
            msg = await recv()
            kind = msg.get("type")
            if kind == "game" and game_id is None:
                game_id, you = msg["game"], msg["you"]
                if you != "south":
                    raise RuntimeError(f"asked for south, seated {you}")
            elif kind == "game.over" and msg.get("game") == game_id:
                final = msg["state"]
                break
            if kind not in ("game", "moved") or msg.get("game") != game_id:
                continue
            state = msg["state"]
            plies = state["ply"]
            if not state["over"] and state["to_move"] == you:
                pit = first_legal_pit(state, 0)
                await send({"type": "move", "game": game_id, "ply": state["ply"], "pit": pit})

    if not final["over"] or final["result"] not in ("south", "north", "draw"):
        raise RuntimeError(f"game.over without a result: {final}")
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games/{game_id}", timeout=5) as r:
        stored = json.load(r)
    if stored.get("result") != final["result"] or len(stored.get("moves", [])) != final["ply"]:
        raise RuntimeError(f"stored record {stored} does not match the final state {final}")
    return {
        "game": game_id,
        "result": final["result"],
        "reason": final["reason"],
        "plies": final["ply"],
        "stores": final["stores"],
        "ms": round((time.monotonic() - started) * 1000),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("port", type=int)
    ap.add_argument("--level", default="easy", choices=["easy", "medium", "hard"])
    ap.add_argument("--timeout-s", type=float, default=90)
    args = ap.parse_args()
    try:
        summary = asyncio.run(asyncio.wait_for(play(args.port, args.level), args.timeout_s))
    except Exception as e:  # one line for the check's log, whatever went wrong
        print(f"docker-play-game: {type(e).__name__}: {e}", file=sys.stderr)
        return 1
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
