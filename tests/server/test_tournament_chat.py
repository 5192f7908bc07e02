"""mancala-server: a tournament's chat room, `tournament:ID` (PROTOCOL.md §Chat, docs/protocol.md
§Tournaments). `chat.say {tournament, text}` from a watcher with an account reaches everyone
watching the tournament as `chat {tournament, room: "tournament", from, text, at}` (the sender's
copy echoing its id); a guest watcher hears and cannot speak; whoever starts watching gets the
room's lines as `chat.history` right after the first `tournament` frame, and a room without lines
sends none; a watcher who unwatched hears nothing more; a moderator's timeout and shadow ban work
as in a game's rooms; an unknown tournament is `bad_message`."""

from harness import Server, check, main
from test_chat import drain, pid, refused
from test_moderation import act, grant, register
from tournament_play import call, create


async def watcher(s, tid, token=None, name=None):
    """A client greeted with `token` (or as a guest named `name`) watching `tid`: (client, its first
    `tournament` frame); what follows the frame stays in the inbox."""
    c = await s.client(token=token, name=name)
    await c.send(type="tournament.watch", tournament=tid)
    return c, await c.wait_for("tournament")


async def say(c, tid, text, msg_id):
    """Says `text` in the tournament's room: the sender's own `chat` (echoing `msg_id`)."""
    await c.send(type="chat.say", id=msg_id, tournament=tid, text=text)
    skipped = []
    while True:
        m = await c.next()
        if m.get("type") == "chat" and m.get("id") == msg_id:
            break
        check(not (m.get("type") == "error" and m.get("id") == msg_id), "refused: %s" % m)
        skipped.append(m)
    c.inbox = skipped + c.inbox
    return m


async def heard(c):
    return await c.wait_for("chat", 5)


def arena_by(s, token, name):
    return create(s, token, kind="arena", name=name, clock={"limit_s": 60, "inc_s": 0}, minutes=30)["tournament"]


async def test_watchers_with_accounts_talk_guests_hear_and_latecomers_get_the_history():
    s = Server()
    try:
        ann_token, ann_id = register(s, "Ann_t")
        bob_token, bob_id = register(s, "Bob_t")
        cat_token, _ = register(s, "Cat_t")
        tid = arena_by(s, ann_token, "Chatty Arena")
        quiet = arena_by(s, bob_token, "Quiet Arena")
        ann, _ = await watcher(s, tid, ann_token)
        bob, _ = await watcher(s, tid, bob_token)
        guest, _ = await watcher(s, tid, name="Gazer")
        mine = await say(ann, tid, "  Good luck everyone ", "a1")
        check(mine["tournament"] == tid and mine["room"] == "tournament" and mine["text"] == "Good luck everyone"
              and mine["from"]["id"] == ann_id and mine["from"]["name"] == "Ann_t" and mine.get("at"), str(mine))
        for c in (bob, guest):
            m = await heard(c)
            check({k: m[k] for k in ("tournament", "room", "text", "from", "at")} ==
                  {k: mine[k] for k in ("tournament", "room", "text", "from", "at")} and "id" not in m, str(m))
        await say(bob, tid, "Thanks, you too", "b1")
        check((await heard(ann))["text"] == "Thanks, you too" and (await heard(guest))["text"] == "Thanks, you too",
              "Bob's line")
        # A guest hears only; nothing of theirs reaches the others.
        await refused(guest, "chat_closed", type="chat.say", tournament=tid, text="me too")
        for c in (ann, bob):
            check(not [m for m in await drain(c, 0.3) if m.get("type") == "chat"], "a guest's line was heard")
        # A latecomer gets the lines right after the first frame; a room without lines sends none.
        cat, _ = await watcher(s, tid, cat_token)
        history = await cat.next()
        check(history["type"] == "chat.history" and history["tournament"] == tid and history["room"] == "tournament",
              str(history))
        check([(l["from"]["id"], l["text"]) for l in history["lines"]] ==
              [(ann_id, "Good luck everyone"), (bob_id, "Thanks, you too")], str(history))
        await cat.send(type="tournament.watch", tournament=quiet)
        await cat.wait_for("tournament")
        check(not [m for m in await drain(cat, 0.5) if m.get("type") == "chat.history"], "history of an empty room")
        # Whoever unwatched hears nothing more.
        await bob.send(type="tournament.unwatch", tournament=tid)
        await bob.wait_for("tournament.unwatched")
        await say(ann, tid, "Where did Bob go", "a2")
        check((await heard(cat))["text"] == "Where did Bob go", "Cat hears Ann")
        check(not [m for m in await drain(bob, 0.4) if m.get("type") == "chat"], "Bob heard after unwatching")
        # Refusals: the shape, an unknown tournament.
        await refused(ann, "bad_message", type="chat.say", tournament=tid, text="   ")
        await refused(ann, "bad_message", type="chat.say", tournament="nosuchevent", text="hello")
        await refused(ann, "bad_message", type="tournament.watch", tournament="nosuchevent")
        status, _ = call(s, "GET", "/api/tournaments/nosuchevent")
        check(status == 404, "GET of an unknown tournament: %s" % status)
    finally:
        s.stop()


async def test_a_moderators_timeout_and_shadow_ban_hold_in_the_tournament_room():
    s = Server()
    try:
        mod_token, _ = register(s, "Mona")
        grant(s, "Mona")
        ann_token, _ = register(s, "Ann_m")
        bob_token, _ = register(s, "Bob_m")
        tid = arena_by(s, ann_token, "Moderated Arena")
        ann, _ = await watcher(s, tid, ann_token)
        bob, _ = await watcher(s, tid, bob_token)
        # Bob shadow-banned: his line comes back to him alone, without an error.
        check(act(s, mod_token, pid(bob), "shadow_ban", "spam")[0] == 201, "shadow_ban")
        await say(bob, tid, "buy my stuff", "b")
        await say(ann, tid, "Hello Bob", "a")
        check(not [m for m in ann.inbox if m.get("type") == "chat"], "the shadow-banned line reached Ann: %s" % ann.inbox)
        check((await heard(bob))["text"] == "Hello Bob", "Bob hears Ann")
        late, _ = await watcher(s, tid, mod_token)
        history = await late.next()
        check(history["type"] == "chat.history" and [l["text"] for l in history["lines"]] == ["Hello Bob"],
              "the history shows a shadow-banned line: %s" % history)
        # Ann timed out: chat_muted, with the action's `until`.
        status, entry = act(s, mod_token, pid(ann), "chat_timeout", "insults")
        check(status == 201, "%s %s" % (status, entry))
        e = await refused(ann, "chat_muted", type="chat.say", tournament=tid, text="hello again")
        check(e["until"] == entry["until"], "%s / %s" % (e, entry))
        rows = s.query("SELECT text, troll FROM chat_lines WHERE room = ? ORDER BY seq", ("tournament:%s" % tid,))
        check([(r[0], bool(r[1])) for r in rows] == [("buy my stuff", True), ("Hello Bob", False)], str(rows))
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_watchers_with_accounts_talk_guests_hear_and_latecomers_get_the_history,
        test_a_moderators_timeout_and_shadow_ban_hold_in_the_tournament_room,
    ])
