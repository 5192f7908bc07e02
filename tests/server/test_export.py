"""mancala-server: a stored game's replay (GET /api/games/{id}/replay, every ply's state as its
`moved` said) and its notation (GET /api/games/{id}/notation, docs/notation.md), read back by
`mancala play --notation`. Arguments: the server binary, then the `mancala` binary."""

import json
import os
import re
import subprocess
import sys
import tempfile

from harness import Server, check, legal_pits, main

CLI = None  # the `mancala` binary, the second argument


async def play_plies(client, game_msg, count=None, pick=lambda pits, i: pits[i % len(pits)]):
    """Plays `count` plies (or to the end) of a game this client plays on both sides (or against
    the computer); returns every `moved` it saw, in order."""
    game = game_msg["game"]
    state = game_msg["state"]
    you = game_msg["you"]
    frames = []
    while not state["over"] and (count is None or len(frames) < count):
        side = state["to_move"]
        if you in ("both", side):
            pit = pick(legal_pits(state, side), len(frames))
            await client.send(type="move", game=game, ply=state["ply"], pit=pit)
        m = await client.wait_for("moved")
        check(m["side"] == side, "moved for the wrong side: %s" % m)
        frames.append(m)
        state = m["state"]
    return frames


def check_replay(s, game_id, start_state, frames):
    """The replay's start and every ply equal the game's first state and its `moved` frames."""
    status, replay = s.get_json("/api/games/%s/replay" % game_id)
    check(status == 200, "replay: %d %s" % (status, replay))
    _, stored = s.get_json("/api/games/" + game_id)
    check(replay["game"] == game_id and replay["variant"] == stored["variant"], str(replay)[:300])
    check(replay["players"] == stored["players"], "players %s vs %s" % (replay["players"], stored["players"]))
    check(replay["result"] == stored["result"] and replay["reason"] == stored["reason"], str(replay)[:300])
    check(replay["start"] == start_state, "start %s vs %s" % (replay["start"], start_state))
    check(len(replay["plies"]) == len(frames), "%d plies replayed, %d moved" % (len(replay["plies"]), len(frames)))
    for i, (ply, m) in enumerate(zip(replay["plies"], frames)):
        check(ply["n"] == i, "ply %d has n %s" % (i, ply["n"]))
        for key in ("side", "path", "captured", "extra_turn", "state"):
            check(ply[key] == m[key], "ply %d: %s is %s, moved said %s" % (i, key, ply[key], m[key]))
        if m.get("swap"):
            check(ply.get("swap") is True and "pit" not in ply, "ply %d: %s" % (i, ply))
        else:
            check(ply["pit"] == m["pit"] and "swap" not in ply, "ply %d: %s" % (i, ply))
        check(isinstance(ply["played_at"], str) and ply["played_at"].endswith("Z"), "ply %d: %s" % (i, ply))
    return replay, stored


def notation_of(s, game_id):
    status, headers, body = s.get("/api/games/%s/notation" % game_id)
    check(status == 200, "notation: %d %s" % (status, body[:200]))
    check(headers["Content-Type"] == "text/plain; charset=utf-8", str(headers))
    text = body.decode("utf-8")
    check(text.startswith('[Game "%s"]\n' % game_id), text[:200])
    return text


def zero_based(text):
    """`text` as files were written before the PitBase header: no header, pits counted from 0."""
    out = []
    for line in text.split("\n"):
        if line.startswith("[PitBase "):
            continue
        if re.match(r"\d+\. [SN] ", line):
            number, side, *plies = line.split(" ")
            plies = [p if p == "swap" else re.sub(r"^\d+", lambda m: str(int(m.group()) - 1), p) for p in plies]
            line = " ".join([number, side] + plies)
        out.append(line)
    return "\n".join(out)


def read_back(text, via_stdin=False):
    """(exit code, stdout, stderr) of `mancala play --notation` on `text`, from a file or stdin."""
    if via_stdin:
        r = subprocess.run([CLI, "play", "--notation", "-"], input=text, capture_output=True, text=True, timeout=30)
        return r.returncode, r.stdout, r.stderr
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        r = subprocess.run([CLI, "play", "--notation", path], capture_output=True, text=True, timeout=30)
        return r.returncode, r.stdout, r.stderr
    finally:
        os.unlink(path)


def check_round_trip(text, stored, last_state, via_stdin=False):
    """The notation read back gives the stored final stores (and the last state the game showed)."""
    code, out, err = read_back(text, via_stdin)
    check(code == 0, "mancala play --notation exited %d: %s\n%s" % (code, err, text))
    state = json.loads(out)
    if stored["stores"] != [None, None]:
        check(state["stores"] == stored["stores"], "read back %s, stored %s" % (state["stores"], stored["stores"]))
        check(state["over"] and state["result"] == stored["result"] and state["reason"] == stored["reason"], str(state))
    else:
        check(not state["over"], str(state))
    for key in ("pits", "stores", "to_move", "ply"):
        check(state[key] == last_state[key], "%s: read back %s, the game showed %s" % (key, state[key], last_state[key]))
    return state


async def test_a_finished_local_game_replays_as_its_moved_frames_and_its_notation_reads_back():
    s = Server()
    try:
        a = await s.client(name="Ada")
        await a.send(type="local.play", id="l")
        g = await a.expect("game", id="l")
        # Pit 2 of the standard board ends in South's store: an extra turn first.
        frames = await play_plies(a, g, pick=lambda pits, i: 2 if i == 0 else pits[i % len(pits)])
        over = await a.wait_for("game.over")
        check(over["state"]["reason"] == "normal", str(over))
        replay, stored = check_replay(s, g["game"], g["state"], frames)
        check(replay["result"] == over["state"]["result"], str(replay["result"]))
        check(any(m["extra_turn"] for m in frames), "the game should hold an extra turn")
        text = notation_of(s, g["game"])
        check('[Result "%s"]' % over["state"]["result"] in text and '[Reason "normal"]' in text, text)
        check('[Stores "%d-%d"]' % tuple(stored["stores"]) in text, text)
        check('[Start "%s"]' % stored["started_at"] in text and '[End "%s"]' % stored["ended_at"] in text, text)
        state = check_round_trip(text, stored, over["state"])
        check(state == over["state"], "read back %s, game.over said %s" % (state, over["state"]))
        check_round_trip(text, stored, over["state"], via_stdin=True)
        # Pits are written as the board shows them, from 1 (the `moved` frames count from 0), and the
        # file says so; a file counting from 0 without the header reads back to the same game.
        check("\n[PitBase \"1\"] # pits are numbered 1 to 6 from the mover's left, as on the board\n" in text, text)
        check(frames[0]["pit"] == 2 and "\n1. S 3 " in text, text)
        old = zero_based(text)
        check("PitBase" not in old and "\n1. S 2 " in old, old)
        check(check_round_trip(old, stored, over["state"]) == state, old)
    finally:
        s.stop()


async def test_a_game_in_progress_replays_and_reads_back_unfinished():
    s = Server()
    try:
        a = await s.client()
        await a.send(type="local.play", id="l", variant={"pits": 4, "seeds": 3})
        g = await a.expect("game", id="l")
        frames = await play_plies(a, g, count=5)
        replay, stored = check_replay(s, g["game"], g["state"], frames)
        check(replay["result"] is None and replay["reason"] is None, str(replay)[:300])
        text = notation_of(s, g["game"])
        check('[Variant "kalah pits=4 seeds=3 capture=standard pie=false scoring=store early_end=false"]' in text, text)
        check('[Result "*"]' in text and '[End "*"]' in text and '[Stores "*"]' in text, text)
        check_round_trip(text, stored, frames[-1]["state"])
        # One more ply is in the replay and the notation at once.
        frames += await play_plies(a, {"game": g["game"], "state": frames[-1]["state"], "you": "both"}, count=1)
        check_replay(s, g["game"], g["state"], frames)
        check_round_trip(notation_of(s, g["game"]), stored, frames[-1]["state"])
    finally:
        s.stop()


async def test_a_pie_swap_then_a_resign_replays_and_reads_back():
    s = Server()
    try:
        a = await s.client(name="Pat")
        await a.send(type="local.play", id="l", variant={"pie": True})
        g = await a.expect("game", id="l")
        game = g["game"]
        frames = await play_plies(a, g, count=1, pick=lambda pits, i: pits[0])
        await a.send(type="move", game=game, ply=frames[-1]["state"]["ply"], swap=True)
        frames.append(await a.wait_for("moved"))
        check(frames[-1].get("swap") is True, str(frames[-1]))
        frames += await play_plies(a, {"game": game, "state": frames[-1]["state"], "you": "both"}, count=3)
        await a.send(type="resign", game=game)
        over = await a.wait_for("game.over")
        check(over["state"]["reason"] == "resign", str(over))
        replay, stored = check_replay(s, game, g["state"], frames)
        check(replay["plies"][1].get("swap") is True and replay["result"] == over["state"]["result"], str(replay)[:400])
        text = notation_of(s, game)
        check("\n1. S 1\n2. N swap\n3. N " in text and '[Reason "resign"]' in text, text)
        state = check_round_trip(text, stored, frames[-1]["state"])
        check(state == over["state"], "read back %s, game.over said %s" % (state, over["state"]))
    finally:
        s.stop()


async def test_games_against_the_computer_and_of_oware_read_back_to_their_stores():
    s = Server(bot_pause_ms=0)
    try:
        a = await s.client(name="Ola")
        await a.send(type="bot.play", level="easy", side="south", id="b")
        bot = await a.expect("game", id="b")
        await a.send(type="local.play", id="o", variant={"game": "oware"})
        oware = await a.expect("game", id="o")
        for g in (bot, oware):
            frames = await play_plies(a, g, pick=lambda pits, i: pits[(i * 7) % len(pits)])
            over = await a.wait_for("game.over")
            replay, stored = check_replay(s, g["game"], g["state"], frames)
            text = notation_of(s, g["game"])
            state = check_round_trip(text, stored, over["state"])
            check(state == over["state"], "read back %s, game.over said %s" % (state, over["state"]))
        check('[NorthLevel "easy"]' in notation_of(s, bot["game"]), notation_of(s, bot["game"]))
        check('[Variant "oware no_capture_limit=100"]' in notation_of(s, oware["game"]), notation_of(s, oware["game"]))
    finally:
        s.stop()


async def test_unknown_games_are_404_and_a_damaged_notation_exits_2_naming_its_line():
    s = Server()
    try:
        for path in ("/api/games/nope/notation", "/api/games/nope/replay", "/api/games/" + "x" * 65 + "/replay"):
            status, body = s.get_json(path)
            check(status == 404 and body["error"] == "not_found", "%s: %d %s" % (path, status, body))
        a = await s.client()
        await a.send(type="local.play", id="l")
        g = await a.expect("game", id="l")
        frames = await play_plies(a, g, count=2)
        status, body = s.get_json("/api/games/%s/moves" % g["game"])
        check(status == 404 and body["error"] == "not_found", str(body))
        text = notation_of(s, g["game"])
        lines = text.split("\n")
        first_turn = next(i for i, line in enumerate(lines) if line.startswith("1. "))
        lines[first_turn] = "1. S 9"
        code, out, err = read_back("\n".join(lines))
        check(code == 2 and out == "", "exit %d, %r" % (code, out))
        check(":%d: " % (first_turn + 1) in err and "out of range" in err, err)
        code, _, err = read_back(text.replace("[Variant", "[Variants"), via_stdin=True)
        check(code == 2 and "<stdin>:2: unknown header Variants" in err, err)
        check(len(frames) == 2, str(frames))
    finally:
        s.stop()


if __name__ == "__main__":
    CLI = os.path.abspath(sys.argv.pop(2))
    main([
        test_a_finished_local_game_replays_as_its_moved_frames_and_its_notation_reads_back,
        test_a_game_in_progress_replays_and_reads_back_unfinished,
        test_a_pie_swap_then_a_resign_replays_and_reads_back,
        test_games_against_the_computer_and_of_oware_read_back_to_their_stores,
        test_unknown_games_are_404_and_a_damaged_notation_exits_2_naming_its_line,
    ])
