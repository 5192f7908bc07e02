"""mancala-server: a player's games page by page (GET /api/players/{id}/games with `limit` and
`offset`, and `more`), and the 400 a bad `offset` or `limit` gets."""

from harness import Server, check, main


async def local_games(client, n):
    """Starts and resigns `n` local games of `client`, oldest first; their ids, newest first."""
    ids = []
    for i in range(n):
        await client.send(type="local.play", id="l%d" % i)
        g = await client.expect("game", id="l%d" % i)
        await client.send(type="resign", game=g["game"])
        await client.expect("game.over", game=g["game"])
        ids.append(g["game"])
    return list(reversed(ids))


async def test_pages_of_a_players_games_cover_every_game_once_in_order():
    s = Server()
    try:
        a = await s.client(name="Ann")
        newest_first = await local_games(a, 12)
        pid = a.welcome["player"]["id"]
        status, first = s.get_json("/api/players/%s/games?limit=5" % pid)
        check(status == 200 and first["more"] is True, str(first))
        check([g["game"] for g in first["games"]] == newest_first[:5], str(first))
        check(all(g["you"] == "both" for g in first["games"]), str(first))
        status, second = s.get_json("/api/players/%s/games?limit=5&offset=5" % pid)
        check(status == 200 and second["more"] is True, str(second))
        check([g["game"] for g in second["games"]] == newest_first[5:10], str(second))
        status, last = s.get_json("/api/players/%s/games?limit=5&offset=10" % pid)
        check(status == 200 and last["more"] is False, str(last))
        check([g["game"] for g in last["games"]] == newest_first[10:], str(last))
        # A page ending exactly at the last game has nothing after it.
        _, exact = s.get_json("/api/players/%s/games?limit=12" % pid)
        check(len(exact["games"]) == 12 and exact["more"] is False, str(exact))
        _, past = s.get_json("/api/players/%s/games?offset=12" % pid)
        check(past == {"games": [], "more": False}, str(past))
        # Without offset: the newest page, as before (default limit 20).
        _, default = s.get_json("/api/players/%s/games" % pid)
        check([g["game"] for g in default["games"]] == newest_first and default["more"] is False, str(default))
    finally:
        s.stop()


async def test_a_bad_offset_or_limit_is_a_400_that_says_what_is_wrong():
    s = Server()
    try:
        a = await s.client(name="Ann")
        pid = a.welcome["player"]["id"]
        for bad in ("-1", "x", "1.5", "", "1000001", "99999999999999999999", "5x"):
            status, body = s.get_json("/api/players/%s/games?offset=%s" % (pid, bad))
            check(status == 400 and body["error"] == "bad_request", "offset=%r: %d %s" % (bad, status, body))
            check("offset must be an integer 0..1000000" == body["message"], "offset=%r: %s" % (bad, body))
        for bad in ("0", "101", "ten"):
            status, body = s.get_json("/api/players/%s/games?limit=%s&offset=0" % (pid, bad))
            check(status == 400 and "limit" in body["message"], "limit=%r: %d %s" % (bad, status, body))
        status, body = s.get_json("/api/players/%s/games?offset=1000000" % pid)
        check(status == 200 and body == {"games": [], "more": False}, str(body))
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_pages_of_a_players_games_cover_every_game_once_in_order,
        test_a_bad_offset_or_limit_is_a_400_that_says_what_is_wrong,
    ])
