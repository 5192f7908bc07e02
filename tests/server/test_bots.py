"""mancala-server: bot accounts (PROTOCOL.md §Bots) — POST /api/accounts with "bot": true and its
owner, `account_bot` on a bot's seat in `game` and in the stored game, the queue closed to bots,
rated challenges between bots, the leaderboards of people and of bots, and GET /api/bots/{id}
with the bot's recent errors for its owner only."""

import http.client
import json

from harness import Server, check, main, matched_pair, play_one_ply_each_then_resign

PASSWORD = "correct horse battery"


def call(s, method, path, body=None, token=None):
    """(status, parsed JSON body) of an HTTP request, with `token` as its bearer when given."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
    try:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        if token is not None:
            headers["Authorization"] = "Bearer " + token
        con.request(method, path, body=json.dumps(body).encode() if body is not None else None, headers=headers)
        r = con.getresponse()
        text = r.read()
        return r.status, (json.loads(text) if text else None)
    finally:
        con.close()


def account(s, name, owner=None, **fields):
    """A new account (a bot with bot=True, owned by the account of token `owner`): (token, player)."""
    status, body = call(s, "POST", "/api/accounts", dict(username=name, password=PASSWORD, **fields), token=owner)
    check(status == 201, "%s: %s %s" % (name, status, body))
    return body["token"], body["player"]


async def test_a_bot_account_has_its_owner_and_a_person_never_becomes_a_bot():
    s = Server()
    try:
        owner_token, owner = account(s, "Owner1")
        bot_token, bot = account(s, "Robo1", owner=owner_token, bot=True)
        check(bot["bot"] is True and bot["account"] is True, str(bot))
        check("bot" not in owner, str(owner))
        # An existing player (a token in the body) is never turned into a bot.
        guest = await s.client(name="Guest")
        status, body = call(s, "POST", "/api/accounts",
                            {"username": "Robo2", "password": PASSWORD, "token": guest.welcome["token"], "bot": True})
        check(status == 400 and body["error"] == "bad_message", "%s %s" % (status, body))
        status, body = call(s, "POST", "/api/accounts", {"username": "Robo3", "password": PASSWORD, "bot": "yes"})
        check(status == 400 and body["error"] == "bad_request", "%s %s" % (status, body))
        # A bot owns no bots; a guest owns none either; an unknown owner's token is refused.
        for token in (bot_token, guest.welcome["token"]):
            status, body = call(s, "POST", "/api/accounts", {"username": "Robo4", "password": PASSWORD, "bot": True},
                                token=token)
            check(status == 400 and body["error"] == "bad_message", "%s %s" % (status, body))
        status, body = call(s, "POST", "/api/accounts", {"username": "Robo5", "password": PASSWORD, "bot": True},
                            token="no-such-token")
        check(status == 401, "%s %s" % (status, body))
        # A person may own several bots, and a bot needs no owner.
        account(s, "Robo6", owner=owner_token, bot=True)
        account(s, "Robo7", bot=True)

        status, page = call(s, "GET", "/api/players/" + bot["id"])
        check(status == 200 and page["bot"] is True and "owner" not in page and "errors" not in page, str(page))
        status, page = call(s, "GET", "/api/players/" + bot["id"], token=owner_token)
        check(page["owner"] == owner["id"] and page["errors"] == [], str(page))
        _, person = call(s, "GET", "/api/players/" + owner["id"], token=owner_token)
        check("bot" not in person, str(person))
    finally:
        s.stop()


async def test_a_bots_seat_is_marked_the_queue_refuses_it_and_its_owner_reads_its_errors():
    s = Server()
    try:
        owner_token, owner = account(s, "Owner2")
        bot_token, bot = account(s, "Robo8", owner=owner_token, bot=True)
        ann = await s.client(name="Ann")
        robo = await s.client(token=bot_token)
        check(robo.welcome["player"]["id"] == bot["id"], str(robo.welcome))

        await robo.error("bad_message", type="queue.join")
        await robo.send(type="ping", id="p1")
        await robo.expect("pong", id="p1")  # nothing came between: no queue.joined, no game

        await ann.send(type="friend.create", id="fc", side="south")
        code = (await ann.expect("friend.created", id="fc"))["code"]
        await robo.send(type="friend.join", id="fj", code=code)
        g = await robo.expect("game", id="fj")
        ga = await ann.expect("game")
        for frame in (g, ga):
            check(frame["players"]["north"]["account_bot"] is True, str(frame["players"]))
            check("account_bot" not in frame["players"]["south"], str(frame["players"]))

        # The bot's mistakes: a move on South's turn, then (on its own turn) a pit that is not there.
        await robo.error("not_your_turn", type="move", game=g["game"], ply=0, pit=0)
        await ann.send(type="move", game=g["game"], ply=0, pit=0)
        moved = (await robo.wait_for("moved"))["state"]
        if moved["to_move"] == "north":
            await robo.error("illegal_move", type="move", game=g["game"], ply=moved["ply"], pit=99)
        await robo.send(type="resign", game=g["game"])
        await robo.wait_for("game.over")
        await ann.wait_for("game.over")

        status, stored = call(s, "GET", "/api/games/" + g["game"])
        check(status == 200 and stored["players"]["north"].get("account_bot") is True, str(stored["players"]))
        check("account_bot" not in stored["players"]["south"], str(stored["players"]))
        _, mine = call(s, "GET", "/api/players/%s/games" % bot["id"])
        check(mine["games"][0]["players"]["north"]["account_bot"] is True, str(mine))

        status, view = call(s, "GET", "/api/bots/" + bot["id"], token=owner_token)
        check(status == 200, "%s %s" % (status, view))
        check(view["bot"] == {"id": bot["id"], "name": "Robo8", "account": "Robo8"}, str(view["bot"]))
        check(view["owner"] == {"id": owner["id"], "name": "Owner2"}, str(view["owner"]))
        check([x["game"] for x in view["games"]] == [g["game"]], str(view["games"]))
        codes = [e["code"] for e in view["errors"]]
        want = (["illegal_move"] if moved["to_move"] == "north" else []) + ["not_your_turn", "bad_message"]
        check(codes == want, str(view["errors"]))
        check(all(e["where"] == "ws" and e["detail"] and e["at"].endswith("Z") for e in view["errors"]),
              str(view["errors"]))
        # The bot itself may read it too; anyone else may not.
        check(call(s, "GET", "/api/bots/" + bot["id"], token=bot_token)[0] == 200, "the bot reads its own errors")
        check(call(s, "GET", "/api/bots/" + bot["id"], token=ann.welcome["token"])[0] == 403, "another player reads")
        check(call(s, "GET", "/api/bots/" + bot["id"])[0] == 401, "no token")
        check(call(s, "GET", "/api/bots/nosuchbot", token=owner_token)[0] == 404, "an unknown bot")
        check(call(s, "GET", "/api/bots/" + owner["id"], token=owner_token)[0] == 404, "a person is no bot")
    finally:
        s.stop()


async def test_a_rated_challenge_between_two_bots_is_rated_and_only_the_bot_leaderboard_lists_them():
    s = Server(leaderboard_max_rd=350)
    try:
        a_token, a = account(s, "RoboA", bot=True)
        b_token, b = account(s, "RoboB", bot=True)
        ra = await s.client(token=a_token)
        rb = await s.client(token=b_token)
        await ra.send(type="challenge.create", id="cc", player=b["id"], rated=True, side="south")
        cid = (await ra.expect("challenge.created", id="cc"))["challenge"]
        await rb.wait_for("challenge")
        await rb.send(type="challenge.accept", id="ca", challenge=cid)
        gb = await rb.expect("game", id="ca")
        ga = await ra.expect("game")
        check(ga["rated"] is True and ga["players"]["south"]["account_bot"] is True, str(ga))
        check(ga["players"]["north"]["account_bot"] is True, str(ga["players"]))
        over, _ = await play_one_ply_each_then_resign(ra, rb, ga, rb)
        check(over["rated"] is True and over["rating_change"]["south"] > 0, str(over))
        check(gb["game"] == ga["game"], "one game")

        # Two people rated in the queue, for the people's leaderboard.
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        await play_one_ply_each_then_resign(south, north, g, south)

        _, page = call(s, "GET", "/api/players/" + a["id"])
        check(page["bot"] is True and len(page["ratings"]) == 1, str(page))
        bot_speed = page["ratings"][0]["speed"]
        _, people_page = call(s, "GET", "/api/players/" + south.welcome["player"]["id"])
        people_speed = people_page["ratings"][0]["speed"]

        _, people = call(s, "GET", "/api/leaderboard?speed=" + people_speed)
        check(sorted(p["name"] for p in people["players"]) == ["Ann", "Bob"], str(people))
        check(all("bot" not in p for p in people["players"]), str(people))
        _, bots = call(s, "GET", "/api/leaderboard?bots=1&speed=" + bot_speed)
        check([p["name"] for p in bots["players"]] == ["RoboA", "RoboB"], str(bots))
        check(all(p["bot"] is True for p in bots["players"]), str(bots))
        _, none = call(s, "GET", "/api/leaderboard?bots=0&speed=" + bot_speed)
        check(all(p["name"] not in ("RoboA", "RoboB") for p in none["players"]), str(none))
        status, body = call(s, "GET", "/api/leaderboard?bots=yes")
        check(status == 400, "%s %s" % (status, body))
    finally:
        s.stop()


async def test_only_bots_join_a_bots_tournament_and_bots_join_no_other():
    s = Server(round_trip=False)  # no game is played
    try:
        owner_token, _ = account(s, "Owner3")
        bot_token, _ = account(s, "Robo9", owner=owner_token, bot=True)
        events = {}
        for bots in (True, False):
            status, t = call(s, "POST", "/api/tournaments",
                             {"kind": "arena", "clock": {"limit_s": 180, "inc_s": 2}, "minutes": 30, "bots": bots},
                             token=owner_token)
            check(status == 201, "%s %s" % (status, t))
            events[bots] = t["tournament"]
        status, body = call(s, "POST", "/api/tournaments/%s/join" % events[True], token=bot_token)
        check(status == 200, "a bot joins a bots' event: %s %s" % (status, body))
        status, body = call(s, "POST", "/api/tournaments/%s/join" % events[True], token=owner_token)
        check(status == 403 and body["error"] == "bots_only", "%s %s" % (status, body))
        status, body = call(s, "POST", "/api/tournaments/%s/join" % events[False], token=bot_token)
        check(status == 403 and body["error"] == "people_only", "%s %s" % (status, body))
        status, body = call(s, "POST", "/api/tournaments/%s/join" % events[False], token=owner_token)
        check(status == 200, "a person joins a people's event: %s %s" % (status, body))
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_bot_account_has_its_owner_and_a_person_never_becomes_a_bot,
        test_a_bots_seat_is_marked_the_queue_refuses_it_and_its_owner_reads_its_errors,
        test_a_rated_challenge_between_two_bots_is_rated_and_only_the_bot_leaderboard_lists_them,
        test_only_bots_join_a_bots_tournament_and_bots_join_no_other,
    ])
