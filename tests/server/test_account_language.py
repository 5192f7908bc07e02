"""mancala-server: an account's language (docs/protocol.md §Privacy) — PUT /api/account/language
keeps one of the web client's languages with the account; GET /api/account names it to every
token of the account (a login on another device too), the export holds it, and it outlives a
restart. A guest, a bad code, a body that is not JSON, another method, no token or another
site's page: refused, and the language stays as it was."""

import http.client
import json
import os
import tempfile

from harness import Server, check, main
from test_privacy import PASSWORD, call


def language_of(s, token):
    status, _, body = call(s, "GET", "/api/account", token)
    check(status == 200, "%d %s" % (status, body))
    return body["language"]


def put_raw(s, token, data, content_type="application/json"):
    """(status, parsed body) of a PUT of the bytes `data` as they are."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
    try:
        con.request("PUT", "/api/account/language", body=data,
                    headers={"Authorization": "Bearer " + token, "Content-Type": content_type})
        r = con.getresponse()
        text = r.read()
        return r.status, (json.loads(text) if text else None)
    finally:
        con.close()


async def test_an_account_keeps_its_language():
    folder = tempfile.TemporaryDirectory(prefix="mancala-language-")
    db = os.path.join(folder.name, "keep.db")
    try:
        s = Server(db=db, round_trip=False)  # no game is stored: nothing to round-trip
        try:
            ann = await s.client(name="Ann")
            token = ann.welcome["token"]
            # A guest's choice stays in their browser: the route refuses it and keeps nothing.
            check(language_of(s, token) is None, "a guest has no language")
            status, _, body = call(s, "PUT", "/api/account/language", token, {"language": "fr"})
            check(status == 403 and body["error"] == "no_account", "%d %s" % (status, body))
            check(language_of(s, token) is None, "nothing kept for a guest")
            status, _, made = call(s, "POST", "/api/accounts", body={"username": "Ann_fr", "password": PASSWORD,
                                                                      "token": token})
            check(status == 201, "%d %s" % (status, made))
            check(language_of(s, token) is None, "a new account has chosen none")
            status, headers, body = call(s, "PUT", "/api/account/language", token, {"language": "fr"})
            check(status == 200 and body == {"language": "fr"} and headers["cache-control"] == "no-store",
                  "%d %s" % (status, body))
            check(language_of(s, token) == "fr", "kept")
            # Bad codes and bodies: 400, and the language stays French.
            for bad in ({"language": "xx"}, {"language": "FR"}, {"language": "qps"}, {"language": ""},
                        {"language": 5}, {"language": None}, {}, ["fr"], "fr"):
                status, _, body = call(s, "PUT", "/api/account/language", token, bad)
                check(status == 400 and body["error"] == "bad_request", "%s: %d %s" % (bad, status, body))
            status, body = put_raw(s, token, b"{not json")
            check(status == 400 and body["error"] == "bad_request", "%d %s" % (status, body))
            status, body = put_raw(s, token, b'{"language":"de"}', "text/plain")
            check(status == 415 and body["error"] == "unsupported_media_type", "%d %s" % (status, body))
            check(language_of(s, token) == "fr", "unchanged by refused requests")
            # No token, a forged one: 401; other methods: 405 with Allow; another site's page: 403.
            for bad in (None, "f" * 64):
                status, _, body = call(s, "PUT", "/api/account/language", bad, {"language": "de"})
                check(status == 401 and body["error"] == "unauthorized", "%s: %d %s" % (bad, status, body))
            for method in ("GET", "POST", "DELETE"):
                status, headers, body = call(s, method, "/api/account/language", token,
                                             {"language": "de"} if method == "POST" else None)
                check(status == 405 and headers["allow"] == "PUT", "%s: %d %s" % (method, status, headers))
            status, _, body = call(s, "PUT", "/api/account/language", token, {"language": "de"},
                                   origin="https://evil.example")
            check(status == 403 and body["error"] == "origin_not_allowed", "%d %s" % (status, body))
            check(language_of(s, token) == "fr", "unchanged by refused requests")
            # Another device logs in: its own token names the same language; it changes it for both.
            status, _, login = call(s, "POST", "/api/sessions", body={"username": "ann_FR", "password": PASSWORD})
            check(status == 200 and login["token"] != token, "%d %s" % (status, login))
            other = login["token"]
            check(language_of(s, other) == "fr", "the other device reads the account's language")
            check(call(s, "PUT", "/api/account/language", other, {"language": "sw"})[0] == 200, "changed")
            check(language_of(s, token) == "sw", "the first device reads the change")
            status, _, doc = call(s, "GET", "/api/account/export", token)
            check(status == 200 and doc["account"]["language"] == "sw", "%d %s" % (status, doc.get("account")))
            await ann.close()
        finally:
            s.stop()
        s = Server(db=db, round_trip=False)  # no game is stored: nothing to round-trip
        try:
            check(language_of(s, token) == "sw", "kept across a restart")
            check(call(s, "PUT", "/api/account/language", token, {"language": "id"})[0] == 200, "changed again")
            check(language_of(s, other) == "id", "read after the restart")
            # Deleting the player takes the account and its language away: the token names nobody.
            check(call(s, "DELETE", "/api/account", token)[0] == 200, "deleted")
            status, _, body = call(s, "PUT", "/api/account/language", other, {"language": "en"})
            check(status == 401, "%d %s" % (status, body))
        finally:
            s.stop()
    finally:
        folder.cleanup()


if __name__ == "__main__":
    main([test_an_account_keeps_its_language])
