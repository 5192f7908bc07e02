"""A bystander player in its own process, so an attacker in the test's process cannot slow its
measurements: plays local games on the server at a steady pace and prints one line per ply,
`<unix time sent> <ms until its moved arrived>`, until it is terminated.

usage: bystander.py ws://127.0.0.1:PORT/ws [plies_per_second]"""

import asyncio
import json
import sys
import time

import websockets


async def recv_type(ws, type_):
    while True:
        m = json.loads(await ws.recv())
        if m["type"] == type_:
            return m


async def run(url, rate):
    async with websockets.connect(url, max_size=None) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "name": "Bystander"}))
        await recv_type(ws, "welcome")
        while True:
            await ws.send(json.dumps({"type": "local.play"}))
            state = (await recv_type(ws, "game"))
            game, state = state["game"], state["state"]
            while not state["over"]:
                row = state["pits"][0 if state["to_move"] == "south" else 1]
                pit = max(i for i, n in enumerate(row) if n > 0)
                sent = time.time()
                await ws.send(json.dumps({"type": "move", "game": game, "ply": state["ply"], "pit": pit}))
                m = await recv_type(ws, "moved")
                print("%.6f %.3f" % (sent, (time.time() - sent) * 1000), flush=True)
                state = m["state"]
                await asyncio.sleep(max(0.0, 1.0 / rate - (time.time() - sent)))
            await recv_type(ws, "game.over")


if __name__ == "__main__":
    asyncio.run(run(sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 25))
