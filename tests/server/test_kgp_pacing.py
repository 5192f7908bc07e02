"""mancala-server: what keeps KGP agents from slowing people (docs/bots.md §KGP, docs/PERFORMANCE.md
§KGP agents beside people). A turn lasts kgp_min_turn_ms even when the agent yields at once, and a
`move` sent after the yield but before `stop` still counts; with kgp_min_turn_ms 0 a yield ends
the turn. The agents and their games run on the `mancala-kgp` threads (kgp_threads), lowered as
the watch threads are; with kgp_threads 0 there are none and agents play on the network threads."""

import time

from harness import check, main, thread_schedules
from test_kgp import kgp_server, pair

SCHED_OTHER, SCHED_IDLE = 0, 5  # Linux's policies, as /proc shows them


async def test_a_yield_waits_for_the_least_turn_and_a_later_move_counts():
    s = kgp_server(kgp_min_turn_ms=800)
    try:
        south, state, north, _ = await pair(s)
        sent = time.monotonic()
        await south.command("@%d move 1" % state.id)
        await south.command("@%d yield" % state.id)
        await south.command("@%d move 2" % state.id)  # before stop: it is the move played
        stop = await south.expect("stop", timeout=10)
        waited = time.monotonic() - sent
        check(stop.ref == state.id, "stop names the state: %r" % stop.text)
        check(waited >= 0.7, "the turn ended %.2f s after the state, under kgp_min_turn_ms" % waited)
        seen = await north.until("state")
        check(seen.board()[3 + 6:] == [4, 0, 5, 5, 5, 5], "pit 2 was played, not pit 1: %r" % seen.text)
        await south.close()
        await north.close()
    finally:
        s.stop()


async def test_with_no_least_turn_a_yield_ends_the_turn():
    s = kgp_server(kgp_min_turn_ms=0)
    try:
        south, state, north, _ = await pair(s)
        await south.command("@%d move 1" % state.id)
        await south.command("@%d yield" % state.id)
        await south.command("@%d move 2" % state.id)  # after the turn ended: no state is waiting for it
        await south.expect("stop", timeout=10)
        late = await south.expect("error")
        check("No state associated" in late.args, "a move after the yield's stop: %r" % late.text)
        seen = await north.until("state")
        check(seen.board()[3 + 6:] == [0, 5, 5, 5, 5, 4], "pit 1 was played: %r" % seen.text)
        await south.close()
        await north.close()
    finally:
        s.stop()


async def test_kgp_threads_are_lowered_or_absent():
    for settings, expected in (({"kgp_threads": 2}, [(SCHED_OTHER, 10)] * 2),
                               ({"watch_policy": "idle"}, [(SCHED_IDLE, 0)]),
                               ({"kgp_threads": 0}, [])):
        s = kgp_server(**settings)
        try:
            # The agents play either way: on the KGP threads, or on the network threads.
            south, state, north, _ = await pair(s)
            await south.command("@%d move 1" % state.id)
            await south.command("@%d yield" % state.id)
            await south.expect("stop")
            await north.until("state")
            check(thread_schedules(s, "mancala-kgp") == expected,
                  "%s: %s" % (settings, thread_schedules(s, "mancala-kgp")))
            await south.close()
            await north.close()
        finally:
            s.stop()


if __name__ == "__main__":
    main([test_a_yield_waits_for_the_least_turn_and_a_later_move_counts, test_with_no_least_turn_a_yield_ends_the_turn,
          test_kgp_threads_are_lowered_or_absent])
