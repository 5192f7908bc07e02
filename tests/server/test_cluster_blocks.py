"""Blocking across the nodes of a cluster (PROTOCOL.md §Chat, §Seeks and challenges): a block made
on one node keeps the two players apart in the public queue when they wait on different nodes
(the Redis queue's pairing reads it), and refuses a challenge sent from the other node."""

import http.client

from harness import check, main
from test_cluster import two_nodes, wait_until


def block(node, blocker, blocked):
    con = http.client.HTTPConnection("127.0.0.1", node.port, timeout=20)
    try:
        con.request("POST", "/api/players/%s/block" % blocked.welcome["player"]["id"],
                    headers={"Authorization": "Bearer " + blocker.welcome["token"]})
        r = con.getresponse()
        check(r.status == 200, "block: %s %s" % (r.status, r.read()))
    finally:
        con.close()


def opponent(game):
    return game["players"]["north" if game["you"] == "south" else "south"]


async def test_a_block_keeps_players_of_two_nodes_apart_in_the_queue():
    # Ann waits on n1 and Bob on n2, long enough to meet at any rating: only the block keeps them
    # apart. Cid, who comes next on n2, is paired with one of them; the other gets the computer.
    async with two_nodes("blocks", bot_after_ms=3000) as (redis, n1, n2):
        a = await n1.client(name="Ann")
        b = await n2.client(name="Bob")
        block(n1, a, b)
        await a.send(type="queue.join")
        await a.expect("queue.joined")
        entry = "mancala:entry:" + a.welcome["player"]["id"]
        wait_until("Ann's entry in Redis", lambda: redis.cli("HGET", entry, "state") == "waiting")
        await b.send(type="queue.join")
        await b.expect("queue.joined")
        await a.silent(1.6)  # past half of bot_after_ms the window is unlimited: only the block holds
        c = await n2.client(name="Cid")
        await c.send(type="queue.join")
        await c.expect("queue.joined")
        gc = await c.wait_for("game", 10)
        met = opponent(gc)
        check(met["bot"] is None and met["name"] in ("Ann", "Bob"), "Cid meets Ann or Bob: %s" % gc)
        other = b if met["name"] == "Ann" else a
        go = await other.wait_for("game", 10)
        check(opponent(go)["bot"] is not None, "the one left waiting gets the computer, not the blocked player: %s" % go)


async def test_a_block_made_on_one_node_refuses_a_challenge_from_the_other():
    async with two_nodes("blockch", bot_after_ms=8000) as (redis, n1, n2):
        a = await n1.client(name="Ann")
        b = await n2.client(name="Bob")
        await b.send(type="challenge.create", player=a.welcome["player"]["id"], id="c0")
        first = await b.wait_for("challenge.created", 10)
        check(first.get("id") == "c0", "an unblocked challenge is made: %s" % first)
        block(n1, a, b)
        m = await b.error("challenge_refused", type="challenge.create", player=a.welcome["player"]["id"],
                          clock={"limit_s": 300, "inc_s": 3})
        check(m["code"] == "challenge_refused", str(m))


if __name__ == "__main__":
    main([
        test_a_block_keeps_players_of_two_nodes_apart_in_the_queue,
        test_a_block_made_on_one_node_refuses_a_challenge_from_the_other,
    ])
