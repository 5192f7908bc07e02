"""Hostile clients against the real mancala-server: each attack gets the answer PROTOCOL.md
specifies, changes nothing in the victims' game, and a bystander game on the same server keeps
playing while the attack runs (its latency is printed, not asserted: how close to its idle p99
it stays is bench/bystander_bench.py's figure, docs/PERFORMANCE.md §Hostile clients: the bystander)."""

import asyncio
import json
import os
import random
import socket
import string
import threading
import time

from hostile_support import Fixture, check
from harness import RawSocket, main

ATTACK_SECONDS = 1.5


async def for_a_while(step, seconds=ATTACK_SECONDS):
    """Repeats `step()` until `seconds` have passed; returns how many times it ran."""
    end, n = time.time() + seconds, 0
    while time.time() < end or n == 0:
        await step()
        n += 1
    return n


async def test_a_move_for_the_other_seat():
    f = await Fixture().start()
    try:
        async def step():
            # North is to move: South moving, even naming North's side, is refused.
            await f.south.error("not_your_turn", type="move", game=f.game, ply=1, pit=0)
            await f.south.error("not_your_turn", type="move", game=f.game, ply=1, pit=0, side="north", seat="north")
            await f.south.error("hint_not_allowed", type="hint", game=f.game)
            await asyncio.sleep(0.01)
        await for_a_while(step)
        f.attack_over()
        await f.check_nothing_changed()
        f.check_bystander("move for the other seat")
    finally:
        f.stop()


async def test_messages_for_a_game_the_client_is_not_seated_in():
    f = await Fixture().start()
    try:
        intruder = await f.server.client(name="Intruder")
        rng = random.Random(1)

        async def step():
            for t in ("move", "resign", "hint", "rematch"):
                await intruder.error("not_in_game", type=t, game=f.game, ply=1, pit=0)
            guess = "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(len(f.game)))
            await intruder.error("not_in_game", type="move", game=guess, ply=1, pit=0)
            await intruder.error("not_in_game", type="resign", game=guess[:-1] + "'; DROP TABLE games; --")
            await asyncio.sleep(0.01)
        await for_a_while(step)
        f.attack_over()
        await f.check_nothing_changed()
        f.check_bystander("guessed game ids")
    finally:
        f.stop()


async def test_old_and_forged_tokens_never_reach_anothers_games():
    f = await Fixture().start()
    try:
        real = f.north.welcome["token"]
        victim = f.north.welcome["player"]["id"]
        forged = [real[:-1] + ("0" if real[-1] != "0" else "1"), real.upper(), real[:32], real + "0", " " + real,
                  "", "0" * 64, "x" * 3000, victim, f.north.welcome["player"]["name"]]

        async def step():
            for token in forged:
                c = await f.server.client(token=token)
                check(c.welcome["player"]["id"] != victim, "a forged token reached the victim")
                check(c.welcome["token"] != token, "a forged token was accepted as a token")
                await c.silent(0.02)  # no `game` of the victim's
                await c.close()
            c = await f.server.client(hello=False)
            await c.error("bad_message", type="hello", protocol=1, token=12345)
            await c.close()
        await for_a_while(step)
        f.attack_over()
        # An old token stays its player's: the victim's own reconnect still gets the game back.
        await f.check_nothing_changed()
        f.check_bystander("forged tokens")
    finally:
        f.stop()


async def test_ten_thousand_messages_a_second_are_dropped_then_closed_with_1008():
    f = await Fixture().start(rate_limit_per_s=50, rate_limit_burst=50)
    try:
        flooder = await f.server.client(name="Flood")
        frame = json.dumps({"type": "queue.leave"})
        sent, start = 0, time.time()
        try:
            # 10,000 a second, in bursts of 100 every 10 ms, for up to ATTACK_SECONDS.
            while time.time() - start < ATTACK_SECONDS:
                for _ in range(100):
                    await flooder.ws.send(frame)
                    sent += 1
                await asyncio.sleep(max(0.0, start + sent / 10000 - time.time()))
        except Exception:
            pass  # the server closed the connection under the flood
        answers = []
        code = None
        try:
            while True:
                answers.append(json.loads(await asyncio.wait_for(flooder.ws.recv(), 5)))
        except Exception as e:
            code = getattr(getattr(e, "rcvd", None), "code", None)
        f.attack_over()
        let_through = sum(1 for m in answers if m["type"] == "queue.left")
        limited = sum(1 for m in answers if m.get("code") == "rate_limited")
        print("     flood: %d sent, %d answered, %d rate_limited, close %s" % (sent, let_through, limited, code))
        check(code == 1008, "sustained abuse must close with 1008, got %s" % code)
        check(let_through <= 50 + 50 * (time.time() - start) + 1, "more let through than the bucket allows")
        check(1 <= limited < sent, "each dropped message before the close gets rate_limited: %d" % limited)
        await f.check_nothing_changed()
        f.check_bystander("10,000 messages a second")
    finally:
        f.stop()


async def test_handshakes_that_never_finish_are_closed():
    f = await Fixture().start()
    try:
        port = f.server.port
        socks = []
        for i in range(30):
            s = socket.create_connection(("127.0.0.1", port), timeout=10)
            if i % 3 == 1:
                s.sendall(b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n")  # never ends
            socks.append(s)
        silent_ws = await f.server.client(hello=False)  # upgraded, never says hello
        start = time.time()

        def closed(s):
            try:
                while s.recv(4096):
                    pass
                return True
            except socket.timeout:
                return False
            except OSError:
                return True

        results = await asyncio.gather(*[asyncio.to_thread(closed, s) for s in socks])
        code = await silent_ws.closed_with(timeout=10)
        took = time.time() - start
        f.attack_over()
        check(all(results), "a half-open handshake was kept")
        check(code == 1008, "no hello within handshake_timeout_ms: 1008, got %s" % code)
        check(took < 1.5 + 3, "closed after %.1fs, handshake_timeout_ms is 1500" % took)
        for s in socks:
            s.close()
        await f.check_nothing_changed()
        f.check_bystander("unfinished handshakes")
    finally:
        f.stop()


async def test_a_1mb_frame_closes_with_1009():
    f = await Fixture().start()
    try:
        async def step():
            raw = RawSocket(f.server.port)
            payload = b'{"type":"hello","protocol":1,"name":"' + b"x" * (1 << 20) + b'"}'

            def send():
                try:
                    raw.send_frame(0x1, payload)
                except OSError:
                    pass  # the server stops reading once it has seen the length
            t = threading.Thread(target=send)
            t.start()
            code = await asyncio.to_thread(raw.close_code)
            t.join()
            raw.sock.close()
            check(code == 1009, "a 1 MB frame must close with 1009, got %s" % code)
        n = await for_a_while(step)
        f.attack_over()
        print("     1 MB frames: %d" % n)
        await f.check_nothing_changed()
        f.check_bystander("1 MB frames")
    finally:
        f.stop()


async def test_deeply_nested_json():
    f = await Fixture().start()
    try:
        c = await f.server.client(name="Nest")
        deep_list = "[" * 2000 + "]" * 2000
        deep_obj = '{"a":' * 500 + "1" + "}" * 500

        async def step():
            await c.send_raw(deep_list)
            await c.expect("error", code="bad_message")
            await c.send_raw('{"type":"move","id":"n","game":%s,"ply":1,"pit":0}' % ("[" * 1000 + "]" * 1000))
            await c.expect("error", code="bad_message", id="n")
            await c.send_raw('{"type":"move","id":"o","game":"%s","ply":1,"pit":0,"x":%s}' % (f.game, deep_obj))
            await c.expect("error", code="not_in_game", id="o")  # the unknown field is ignored
            await c.send_raw("[" * 4000)  # unterminated
            await c.expect("error", code="bad_json")
            await asyncio.sleep(0.01)
        await for_a_while(step)
        f.attack_over()
        await c.send(type="queue.leave", id="still")
        await c.expect("queue.left", id="still")
        await f.check_nothing_changed()
        f.check_bystander("deeply nested JSON")
    finally:
        f.stop()


async def test_invalid_utf8_closes_with_1007():
    f = await Fixture().start()
    try:
        bad = [b'{"type":"hello","protocol":1,"name":"\xff"}', b'{"type":"hello","protocol":1,"name":"\xc0\xaf"}',
               b'{"type":"hello","protocol":1,"name":"\xed\xa0\x80"}', b'{"type":"hello","protocol":1,"name":"\xe2\x82"}',
               b'{"type":"queue.leave","x":"\xf8\x88\x80\x80\x80"}']

        async def step():
            for payload in bad:
                raw = RawSocket(f.server.port)
                raw.send_frame(0x1, payload)
                code = await asyncio.to_thread(raw.close_code)
                raw.sock.close()
                check(code == 1007, "invalid UTF-8 %r must close with 1007, got %s" % (payload, code))
        await for_a_while(step)
        f.attack_over()
        await f.check_nothing_changed()
        f.check_bystander("invalid UTF-8")
    finally:
        f.stop()


WRONG = [None, True, 0, 1.5, "x", [], {}]
FIELDS = {  # message → {field: the JSON types it accepts}
    "queue.join": {"variant": (dict,), "clock": (dict, type(None))},
    "bot.play": {"level": (str,), "side": (str,), "variant": (dict,), "clock": (dict, type(None))},
    "friend.create": {"side": (str,), "variant": (dict,), "clock": (dict, type(None))},
    "local.play": {"variant": (dict,)},
    "move": {"game": (str,), "ply": (int,), "pit": (int,), "swap": (bool,)},
    "resign": {"game": (str,)},
    "hint": {"game": (str,)},
    "rematch": {"game": (str,)},
    "abort": {"game": (str,)},
    "draw": {"game": (str,)},
    "takeback": {"game": (str,)},
    "decline": {"game": (str,), "kind": (str,)},
    "moretime": {"game": (str,)},
}


def wrong_values(types):
    for v in WRONG:
        if isinstance(v, bool) and bool in types:
            continue
        if isinstance(v, types) and not (isinstance(v, bool) and bool not in types):
            continue
        yield v


async def test_every_field_with_the_wrong_type_is_bad_message():
    f = await Fixture().start()
    try:
        async def step():
            fresh = await f.server.client(hello=False)
            for field, types in {"protocol": (int,), "name": (str,), "token": (str,)}.items():
                for v in wrong_values(types):
                    msg = {"type": "hello", "protocol": 1, field: v}
                    await fresh.error("protocol_version" if field == "protocol" and v == 0 else "bad_message", **msg)
            await fresh.send(type="hello", protocol=1)  # still able to say hello afterwards
            await fresh.expect("welcome")
            for t, fields in FIELDS.items():
                base = {"type": t, "game": f.game, "ply": 1, "pit": 0, "level": "easy"}
                for field, types in fields.items():
                    for v in wrong_values(types):
                        await f.south.error("bad_message", **dict(base, **{field: v}))
            for v in [None, True, 0, 1.5, [], {}]:  # every `type` that is not a string; `id` that is not one
                await f.south.send_raw(json.dumps({"type": v}))
                await f.south.expect("error", code="bad_message")
                await f.south.send_raw(json.dumps({"type": "queue.leave", "id": v}))
                m = await f.south.expect("error", code="bad_message")
                check("id" not in m, str(m))
            await fresh.close()
        await for_a_while(step)
        f.attack_over()
        await f.check_nothing_changed()
        f.check_bystander("wrong field types")
    finally:
        f.stop()


async def test_unknown_fields_are_ignored():
    f = await Fixture().start()
    try:
        extra = {"seat": "south", "side": "south", "player": f.south.welcome["player"]["id"], "admin": True,
                 "__proto__": {"x": 1}, "ply2": 9}

        async def step():
            c = await f.server.client(hello=False)
            await c.send(type="hello", protocol=1, name="Extra", **extra)
            await c.expect("welcome")
            await c.send(type="queue.leave", id="q", **extra)
            await c.expect("queue.left", id="q")
            # North is to move; the message's own claims of seat or player count for nothing.
            await c.error("not_in_game", type="move", game=f.game, ply=1, pit=0, **extra)
            await f.south.error("not_your_turn", type="move", game=f.game, ply=1, pit=0, **extra)
            await c.close()
        await for_a_while(step)
        f.attack_over()
        await f.check_nothing_changed()
        f.check_bystander("unknown fields")
    finally:
        f.stop()


if __name__ == "__main__":
    main([
        test_a_move_for_the_other_seat,
        test_messages_for_a_game_the_client_is_not_seated_in,
        test_old_and_forged_tokens_never_reach_anothers_games,
        test_ten_thousand_messages_a_second_are_dropped_then_closed_with_1008,
        test_handshakes_that_never_finish_are_closed,
        test_a_1mb_frame_closes_with_1009,
        test_deeply_nested_json,
        test_invalid_utf8_closes_with_1007,
        test_every_field_with_the_wrong_type_is_bad_message,
        test_unknown_fields_are_ignored,
    ])
