"""mancala-server: challenges (PROTOCOL.md §Seeks and challenges) — challenge.create, .accept,
.decline, .cancel: a connected target is shown the challenge at once, one away at their next hello;
accepting opens the game for both with the challenge's clock and rating; a decline's reason and a
cancel reach the other side; an expired challenge vanishes; oneself, an unknown player, a bad
reason and one challenge too many are refused."""

import asyncio

from harness import Server, check, main


async def challenge(client, target, **fields):
    """`client` challenges the player `target`; returns the challenge id from `challenge.created`."""
    await client.send(type="challenge.create", id="cc", player=target, **fields)
    m = await client.expect("challenge.created", id="cc")
    check(isinstance(m["challenge"], str) and m["challenge"], str(m))
    return m["challenge"]


def pid(client):
    return client.welcome["player"]["id"]


async def test_a_connected_target_accepts_and_both_get_the_rated_timed_game():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        cid = await challenge(a, pid(b), clock={"limit_s": 120, "inc_s": 1}, rated=True, side="south",
                              variant={"game": "kalah", "seeds": 4})
        shown = await b.expect("challenge")
        check(shown["challenge"] == cid and shown["from"] == {"id": pid(a), "name": "Ann", "rating": None}, str(shown))
        check(shown["clock"] == {"limit_s": 120, "inc_s": 1} and shown["rated"] is True, str(shown))
        check(shown["variant"]["seeds"] == 4, str(shown))
        await b.send(type="challenge.accept", id="ca", challenge=cid)
        gb = await b.expect("game", id="ca")
        ga = await a.expect("game")
        check(ga["game"] == gb["game"] and ga["you"] == "south" and gb["you"] == "north", "%s / %s" % (ga, gb))
        check(ga["rated"] is True and ga["ratings"]["south"]["rating"] == 1500, str(ga))
        check(ga["clock"]["limit_s"] == 120 and ga["clock"]["inc_s"] == 1, str(ga))
        check(ga["players"]["south"]["id"] == pid(a) and ga["players"]["north"]["id"] == pid(b), str(ga["players"]))
        await b.error("bad_message", type="challenge.accept", challenge=cid)  # used once
    finally:
        s.stop()


async def test_a_target_away_is_shown_the_challenge_at_hello():
    s = Server()
    try:
        b = await s.client(name="Bob")
        token, bob = b.welcome["token"], pid(b)
        await b.ws.close()
        a = await s.client(name="Ann")
        cid = await challenge(a, bob, clock=None)
        b2 = await s.client(token=token)
        check(pid(b2) == bob, str(b2.welcome))
        shown = await b2.expect("challenge")
        check(shown["challenge"] == cid and shown["clock"] is None and shown["rated"] is False, str(shown))
        await b2.send(type="challenge.accept", id="ca", challenge=cid)
        gb = await b2.expect("game", id="ca")
        check(gb["rated"] is False and gb["clock"] is None, "a casual untimed game: %s" % gb)
        check((await a.expect("game"))["game"] == gb["game"], "the challenger gets the game")
    finally:
        s.stop()


async def test_a_decline_tells_the_challenger_the_reason_and_a_cancel_tells_the_target():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        cid = await challenge(a, pid(b))
        await b.expect("challenge")
        await b.error("bad_message", type="challenge.decline", challenge=cid, reason="rude")
        await a.error("bad_message", type="challenge.decline", challenge=cid)  # only the target declines
        await b.send(type="challenge.decline", id="cd", challenge=cid, reason="tooFast")
        await b.expect("challenge.declined", id="cd", challenge=cid, reason="tooFast")
        m = await a.expect("challenge.declined", challenge=cid, reason="tooFast")
        check("id" not in m, str(m))

        cid2 = await challenge(a, pid(b))
        await b.expect("challenge")
        await b.error("bad_message", type="challenge.cancel", challenge=cid2)  # only the challenger cancels
        await a.send(type="challenge.cancel", id="cx", challenge=cid2)
        await a.expect("challenge.cancelled", id="cx", challenge=cid2)
        await b.expect("challenge.cancelled", challenge=cid2)
        await b.error("bad_message", type="challenge.accept", challenge=cid2)
    finally:
        s.stop()


async def test_an_expired_challenge_vanishes_and_the_target_hears_it():
    s = Server(challenge_ttl_ms=400)
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        cid = await challenge(a, pid(b))
        await b.expect("challenge", challenge=cid)
        await b.expect("challenge.cancelled", challenge=cid, timeout=5)
        await a.expect("challenge.cancelled", challenge=cid, timeout=5)
        await b.error("bad_message", type="challenge.accept", challenge=cid)
    finally:
        s.stop()


async def test_oneself_an_unknown_player_bad_fields_and_too_many_are_refused():
    s = Server(max_open_challenges=2)
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        await a.error("bad_message", type="challenge.create", player=pid(a))
        await a.error("player_not_found", type="challenge.create", player="nobody12345")
        await a.error("bad_message", type="challenge.create")
        await a.error("bad_message", type="challenge.create", player=pid(b), rated="yes")
        await a.error("bad_message", type="challenge.create", player=pid(b), clock={"days": 4})
        await a.error("bad_message", type="challenge.accept", challenge="nope")
        await challenge(a, pid(b))
        await challenge(a, pid(b))
        await a.error("rate_limited", type="challenge.create", player=pid(b))
        await b.expect("challenge")
        await b.expect("challenge")
        await b.silent(0.3)  # the refused one was never shown
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_connected_target_accepts_and_both_get_the_rated_timed_game,
        test_a_target_away_is_shown_the_challenge_at_hello,
        test_a_decline_tells_the_challenger_the_reason_and_a_cancel_tells_the_target,
        test_an_expired_challenge_vanishes_and_the_target_hears_it,
        test_oneself_an_unknown_player_bad_fields_and_too_many_are_refused,
    ])
