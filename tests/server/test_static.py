"""mancala-server's static files and the headers of every answer: the web client's files in the
coding Accept-Encoding takes (brotli, gzip, as they are), each decoding to the file's exact bytes;
a strong ETag per coding and 304 on If-None-Match; Cache-Control; a root page in the language
the cookie or Accept-Language asks for (web/pages/); and the security headers
(Content-Security-Policy and the rest, Strict-Transport-Security only when configured) on static
files, API answers, errors and the WebSocket handshake."""

import gzip
import http.client
import os
import re
import socket
import time

import brotli

from harness import Server, check, main

WEB = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "web")
# The build writes each page at the web root once per language (web/pages/<code>/,
# scripts/prerender-pages.mjs); a request that names no language gets the English one.
LANGUAGE_PAGES = os.path.join(WEB, "pages")
LANGUAGE_VARY = "Accept-Encoding, Accept-Language, Cookie"
# The client's own files, served from the repository's web/: what a browser loads first.
PAGES = {"/": "index.html", "/index.html": "index.html", "/js/app.js": "js/app.js",
         "/css/style.css": "css/style.css", "/how-to-play.html": "how-to-play.html"}


def request(s, path, headers=None, method="GET"):
    """(status, headers with lower-case names, body) of one request that sends exactly `headers`
    (http.client would otherwise add an Accept-Encoding of its own)."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=10)
    try:
        con.putrequest(method, path, skip_accept_encoding=True)
        for name, value in (headers or {}).items():
            con.putheader(name, value)
        con.endheaders()
        r = con.getresponse()
        return r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
    finally:
        con.close()


def file_bytes(name):
    with open(os.path.join(WEB, name), "rb") as f:
        return f.read()


def sent(name, code="en"):
    """The file under web/ sent for `name`: a root page comes in a language (`code`)."""
    check(os.path.isdir(LANGUAGE_PAGES), "web/pages/ is missing: the build writes it (web/CMakeLists.txt)")
    return os.path.join("pages", code, name) if "/" not in name and name.endswith(".html") else name


def decoded(headers, body):
    coding = headers.get("content-encoding")
    if coding == "br":
        return brotli.decompress(body)
    if coding == "gzip":
        return gzip.decompress(body)
    check(coding is None, "unexpected Content-Encoding %r" % coding)
    return body


async def test_each_coding_decodes_to_the_files_bytes():
    s = Server(web_root=WEB, round_trip=False)
    try:
        for path, name in PAGES.items():
            want = file_bytes(sent(name))
            vary = LANGUAGE_VARY if name.endswith(".html") and "/" not in name else "Accept-Encoding"
            for accept, coding in (("br, gzip", "br"), ("gzip, deflate, br", "br"), ("gzip", "gzip"),
                                   ("BR", "br"), ("identity", None), (None, None), ("deflate", None)):
                status, h, body = request(s, path, {"Accept-Encoding": accept} if accept else {})
                what = "%s with Accept-Encoding %r" % (path, accept)
                check(status == 200 and h.get("content-encoding") == coding, "%s: %d %s" % (what, status, h))
                check(int(h["content-length"]) == len(body), "%s: Content-Length %s, body %d bytes"
                      % (what, h["content-length"], len(body)))
                check(decoded(h, body) == want, "%s: the body does not decode to %s's bytes" % (what, name))
                check(h.get("vary") == vary, "%s: Vary %r" % (what, h.get("vary")))
                if coding:
                    check(len(body) < len(want), "%s: %d compressed bytes for %d" % (what, len(body), len(want)))
            # HEAD gives the length of the coding it would send, and no body.
            _, br_h, br_body = request(s, path, {"Accept-Encoding": "br"})
            status, h, body = request(s, path, {"Accept-Encoding": "br"}, method="HEAD")
            check(status == 200 and body == b"" and h.get("content-encoding") == "br"
                  and int(h["content-length"]) == len(br_body) and h["etag"] == br_h["etag"], "HEAD %s: %s" % (path, h))
        # A file below the compression threshold is sent as it is, whatever the client takes.
        status, h, body = request(s, "/favicon.svg", {"Accept-Encoding": "br, gzip"})
        check(status == 200 and "content-encoding" not in h and "vary" not in h and body == file_bytes("favicon.svg"),
              str(h))
        check(h["content-type"] == "image/svg+xml", str(h))
    finally:
        s.stop()


async def test_q_values_choose_the_coding_and_q0_refuses_one():
    s = Server(web_root=WEB, round_trip=False)
    try:
        want = file_bytes("js/app.js")
        for accept, coding in (("br;q=0, gzip", "gzip"), ("gzip;q=1.0, br;q=0", "gzip"), ("br;q=0, gzip;q=0", None),
                               ("gzip;q=0.9, br;q=0.5", "gzip"), ("gzip;q=0.5, br;q=0.5", "br"),
                               ("*", "br"), ("*;q=0.5, br;q=0", "gzip"), ("*;q=0", None), ("br;q=0.000", None),
                               ("br;q=2, gzip", "gzip"), ("br;q=x, gzip;q=0.1", "gzip"), ("identity;q=0", None),
                               ("gzip ; q=0.3 , br ; q=0.2", "gzip"), (", ,", None)):
            status, h, body = request(s, "/js/app.js", {"Accept-Encoding": accept})
            check(status == 200 and h.get("content-encoding") == coding,
                  "Accept-Encoding %r gave %r, want %r" % (accept, h.get("content-encoding"), coding))
            check(decoded(h, body) == want, "Accept-Encoding %r: the body does not decode to app.js" % accept)
    finally:
        s.stop()


async def test_a_root_page_comes_in_the_language_asked_for():
    s = Server(web_root=WEB, round_trip=False)
    try:
        cases = (
            ({}, "en"),
            ({"Accept-Language": "fr-FR,fr;q=0.9,en;q=0.8"}, "fr"),
            ({"Accept-Language": "xx, de;q=0.5, tr;q=0.7"}, "tr"),  # the highest q first
            ({"Accept-Language": "pt-BR;q=0.8, es;q=0.8"}, "pt"),  # the header's order among equals
            ({"Accept-Language": "fr;q=0, sw"}, "sw"),  # q=0 refuses a language
            ({"Accept-Language": "fr;q=2, id;q=0.1"}, "id"),  # a malformed q is skipped
            ({"Accept-Language": "ja, ko-KR"}, "en"),
            ({"Accept-Language": " FR "}, "fr"),
            ({"Accept-Language": ",;,q=1,-"}, "en"),
            # The language chosen in the menu (its cookie) wins over the browser's.
            ({"Cookie": "theme=dark; mancala_lang=de", "Accept-Language": "fr"}, "de"),
            ({"Cookie": "mancala_lang=../../etc", "Accept-Language": "es"}, "es"),
            ({"Cookie": "mancala_lang=qps"}, "en"),  # the test-only pseudo-language has no pages
            ({"Cookie": "mancala_lang="}, "en"),
        )
        for path in ("/", "/index.html", "/how-to-play.html", "/about.html", "/privacy.html", "/oware.html"):
            name = "index.html" if path == "/" else path[1:]
            for headers, code in cases:
                status, h, body = request(s, path, headers)
                check(status == 200 and h.get("content-language") == code and body == file_bytes(sent(name, code)),
                      "%s with %s: %d, Content-Language %r, want %s" % (path, headers, status,
                                                                          h.get("content-language"), code))
                check(h.get("vary") == LANGUAGE_VARY, "%s: Vary %r" % (path, h.get("vary")))
        # The page is written in that language: its <html lang> and its words.
        _, _, body = request(s, "/", {"Accept-Language": "fr"})
        check(b'<html lang="fr">' in body and "<h1 id=\"start-title\">Jouer au Kalah</h1>".encode() in body,
              "the French start page: %s" % body[:300])
        # Its language folders are not addressed by themselves: their pages' relative links are the root's.
        for path in ("/pages/fr/index.html", "/pages/", "/pages", "/pages/fr", "/pages/fr/", "/%70ages/fr/index.html",
                     "/pages/fr/x.css", "/pages/fr/x.js"):
            status, _, _ = request(s, path)
            check(status == 404, "%s: %d" % (path, status))
        # Nor through a "." segment, as sent or percent-encoded: a browser sends none, so it is refused.
        for path in ("/./pages/fr/index.html", "/%2e/pages/fr/index.html", "/./pages/sw/", "/pages/./fr/index.html",
                     "/./index.html", "/."):
            status, _, _ = request(s, path)
            check(status == 400, "%s: %d" % (path, status))
        # The page's style sheets come as one: the sheets index.html names, in its order.
        sheets = re.findall(r'<link rel="stylesheet" href="(css/[a-z_-]+\.css)">', file_bytes("index.html").decode())
        joined = re.findall(r'<link rel="stylesheet" href="([^"]+)">', body.decode())
        check(len(sheets) > 2 and len(joined) == 1 and joined[0].startswith("pages/styles-"), "links: %s" % joined)
        status, h, css = request(s, "/" + joined[0], {"Accept-Encoding": "br"})
        css = decoded(h, css).decode()
        check(status == 200 and h["content-type"].startswith("text/css"), "%s: %d %s" % (joined[0], status, h))
        at = [css.find(file_bytes(sheet).decode()) for sheet in sheets]
        check(all(i >= 0 for i in at) and at == sorted(at), "the joined sheets' order: %s" % at)
        # Its module script is the bundle the build wrote beside the sheets (esbuild), which
        # loads the rest of the app as chunks of the same folder.
        scripts = re.findall(r'<script type="module" src="([^"]+)"></script>', body.decode())
        check(len(scripts) == 1 and re.fullmatch(r"pages/boot-[A-Z0-9]+\.js", scripts[0]), "scripts: %s" % scripts)
        status, h, js = request(s, "/" + scripts[0], {"Accept-Encoding": "br"})
        js = decoded(h, js).decode()
        check(status == 200 and h["content-type"].startswith("text/javascript") and "content-language" not in h,
              "%s: %d %s" % (scripts[0], status, h))
        chunks = set(re.findall(r'"\./(chunk-[A-Z0-9]+\.js)"', js))
        check(len(chunks) >= 2, "the bundle's chunks: %s" % chunks)
        for chunk in chunks:
            status, _, _ = request(s, "/pages/" + chunk)
            check(status == 200, "%s: %d" % (chunk, status))
        # Every other file is the same in every language.
        _, h, body = request(s, "/js/app.js", {"Accept-Language": "fr", "Accept-Encoding": "br"})
        check("content-language" not in h and h.get("vary") == "Accept-Encoding"
              and decoded(h, body) == file_bytes("js/app.js"), "app.js with Accept-Language: %s" % h)
    finally:
        s.stop()
    # A web root without pages/ (a build without Node) sends its pages as they are.
    s = Server(round_trip=False)
    try:
        status, h, body = request(s, "/", {"Accept-Language": "fr", "Cookie": "mancala_lang=de"})
        check(status == 200 and "content-language" not in h and body.startswith(b"<!doctype html><title>Mancala"),
              "no pages/: %d %s" % (status, h))
    finally:
        s.stop()


async def test_etags_are_strong_per_coding_and_if_none_match_gives_304():
    s = Server(web_root=WEB, round_trip=False)
    try:
        tags = {}
        for accept in ("br", "gzip", "identity"):
            _, first, _ = request(s, "/index.html", {"Accept-Encoding": accept})
            _, again, _ = request(s, "/index.html", {"Accept-Encoding": accept})
            tag = first["etag"]
            check(tag == again["etag"], "%s: ETag %s then %s" % (accept, tag, again["etag"]))
            check(tag.startswith('"') and tag.endswith('"') and len(tag) == 34, "%s: not a strong ETag: %s" % (accept, tag))
            check(first["cache-control"] == "no-cache", "%s: Cache-Control %s" % (accept, first["cache-control"]))
            tags[accept] = tag
        check(len(set(tags.values())) == 3, "one ETag per coding: %s" % tags)
        # `/` is index.html: the same representation, the same tag.
        _, root, _ = request(s, "/", {"Accept-Encoding": "br"})
        check(root["etag"] == tags["br"], "/ and /index.html differ: %s %s" % (root["etag"], tags["br"]))
        for if_none_match in (tags["br"], "W/" + tags["br"], '"nope", ' + tags["br"], "*"):
            status, h, body = request(s, "/index.html", {"Accept-Encoding": "br", "If-None-Match": if_none_match})
            check(status == 304 and body == b"", "If-None-Match %s: %d, %d bytes" % (if_none_match, status, len(body)))
            check(h["etag"] == tags["br"] and h["cache-control"] == "no-cache" and h.get("vary") == LANGUAGE_VARY,
                  "304 headers: %s" % h)
            check("content-security-policy" in h, "304 without the security headers: %s" % h)
        # The gzip form's tag does not validate the brotli form, nor does another file's.
        status, h, body = request(s, "/index.html", {"Accept-Encoding": "br", "If-None-Match": tags["gzip"]})
        check(status == 200 and brotli.decompress(body) == file_bytes(sent("index.html")), "gzip's tag for br: %d" % status)
        status, _, _ = request(s, "/js/app.js", {"Accept-Encoding": "br", "If-None-Match": tags["br"]})
        check(status == 200, "index.html's tag for app.js: %d" % status)
        status, _, body = request(s, "/index.html", {"If-None-Match": tags["identity"]})
        check(status == 304 and body == b"", "identity 304: %d" % status)
        # Every static file is revalidated: no URL of the client carries a version.
        for path in ("/js/app.js", "/css/style.css", "/favicon.svg"):
            _, h, _ = request(s, path, {"Accept-Encoding": "br"})
            check(h["cache-control"] == "no-cache" and "etag" in h, "%s: %s" % (path, h))
    finally:
        s.stop()


async def test_a_changed_file_gets_its_new_bytes_and_a_new_etag():
    s = Server(round_trip=False)
    try:
        path = os.path.join(s.web, "rules.txt")
        old = b"".join(b"rule %d: sow one seed into each following pit\n" % i for i in range(200))
        with open(path, "wb") as f:
            f.write(old)
        _, h, body = request(s, "/rules.txt", {"Accept-Encoding": "gzip"})
        check(h.get("content-encoding") == "gzip" and gzip.decompress(body) == old, str(h))
        new = old + b"rule 200: a last seed in an own empty pit captures the opposite pit\n"
        with open(path, "wb") as f:
            f.write(new)
        _, h2, body = request(s, "/rules.txt", {"Accept-Encoding": "gzip"})
        check(gzip.decompress(body) == new and h2["etag"] != h["etag"], "%s then %s" % (h["etag"], h2["etag"]))
        status, _, _ = request(s, "/rules.txt", {"Accept-Encoding": "gzip", "If-None-Match": h["etag"]})
        check(status == 200, "the old file's tag gave %d" % status)
        # A binary type is never compressed.
        png = os.path.join(s.web, "board.png")
        with open(png, "wb") as f:
            f.write(b"\x89PNG\r\n\x1a\n" + bytes(4000))
        _, h, body = request(s, "/board.png", {"Accept-Encoding": "br, gzip"})
        check("content-encoding" not in h and len(body) == 4008 and h["content-type"] == "image/png", str(h))
    finally:
        s.stop()


async def test_files_past_the_caches_limits_are_streamed_as_they_are():
    s = Server(round_trip=False, log_level="info")
    try:
        # The start's read of the web root is over before these files appear, so that the cache
        # takes them in the order they are asked for.
        deadline = time.time() + 30
        while "static files:" not in s.logs():
            check(time.time() < deadline, "no `static files:` line in the log:\n" + s.logs())
            time.sleep(0.02)
        # Sixteen files of 4 MiB less 4 KiB fit the cache's 64 MiB (with the harness's two small
        # files); the seventeenth does not, nor does one file over 4 MiB.
        names = ["part%02d.png" % i for i in range(17)] + ["whole.png"]
        sizes = [4 * 1024 * 1024 - 4096] * 17 + [4 * 1024 * 1024 + 1]
        contents = {}
        for name, size in zip(names, sizes):
            contents[name] = os.urandom(size)
            with open(os.path.join(s.web, name), "wb") as f:
                f.write(contents[name])
        for i, name in enumerate(names):
            status, h, body = request(s, "/" + name, {"Accept-Encoding": "br, gzip"})
            check(status == 200 and body == contents[name] and "content-encoding" not in h, "%s: %d %s" % (name, status, h))
            held = i < 16
            check(("etag" in h) == held, "%s: ETag %r (held in the cache: %s)" % (name, h.get("etag"), held))
            check(h["cache-control"] == "no-cache" and h["content-type"] == "image/png", str(h))
            check_security_headers(h, name)
    finally:
        s.stop()


def check_security_headers(h, what, hsts=None):
    csp = h.get("content-security-policy", "")
    for part in ("default-src 'self'", "script-src 'self'", "style-src 'self'", "connect-src 'self'",
                 "object-src 'none'", "frame-ancestors 'none'"):
        check(part in csp, "%s: CSP %r lacks %s" % (what, csp, part))
    check("'unsafe-inline'" not in csp and "'unsafe-eval'" not in csp, "%s: CSP %r" % (what, csp))
    # WebAssembly (the offline engine) may be compiled; eval and new Function may not.
    check("script-src 'self' 'wasm-unsafe-eval';" in csp, "%s: CSP %r" % (what, csp))
    check(h.get("x-content-type-options") == "nosniff", "%s: %s" % (what, h))
    check(h.get("referrer-policy") == "strict-origin-when-cross-origin", "%s: %s" % (what, h))
    check("camera=()" in h.get("permissions-policy", ""), "%s: %s" % (what, h))
    check(h.get("strict-transport-security") == hsts, "%s: Strict-Transport-Security %r, want %r"
          % (what, h.get("strict-transport-security"), hsts))


def raw_answer_headers(s, request_bytes):
    """(status line, headers with lower-case names) of the answer to bytes sent as they are."""
    with socket.create_connection(("127.0.0.1", s.port), timeout=10) as raw:
        raw.sendall(request_bytes)
        reply = b""
        while b"\r\n\r\n" not in reply:
            chunk = raw.recv(65536)
            if not chunk:
                break
            reply += chunk
    head = reply.split(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
    return head[0], {line.split(":", 1)[0].lower(): line.split(":", 1)[1].strip() for line in head[1:] if ":" in line}


def upgrade(path, key="dGhlIHNhbXBsZSBub25jZQ=="):
    """A WebSocket upgrade request for `path`; without a Sec-WebSocket-Key when `key` is None."""
    key_line = "Sec-WebSocket-Key: %s\r\n" % key if key else ""
    return ("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "%sSec-WebSocket-Version: 13\r\n\r\n" % (path, key_line)).encode()


async def check_every_kind_of_answer(s, hsts=None):
    answers = {
        "a static file": request(s, "/index.html", {"Accept-Encoding": "br"}),
        "a 304": request(s, "/js/app.js", {"If-None-Match": "*"}),
        "an API answer": request(s, "/api/games"),
        "/healthz": request(s, "/healthz"),
        "a missing file": request(s, "/no-such-page.html"),
        "a missing API": request(s, "/api/no-such-thing"),
        "a path leaving the root": request(s, "/%2e%2e/server.log"),
        "a wrong method": request(s, "/api/games", method="PUT"),
    }
    expected = {"a static file": 200, "a 304": 304, "an API answer": 200, "/healthz": 200, "a missing file": 404,
                "a missing API": 404, "a path leaving the root": 400, "a wrong method": 405}
    for what, (status, h, _) in answers.items():
        check(status == expected[what], "%s: %d" % (what, status))
        check_security_headers(h, what, hsts)
    for what, raw, status in (("a request the parser refuses", b"GET / HTTP/1.1\r\nHost x\r\n\r\n", "400"),
                              ("an upgrade at another path", upgrade("/nope"), "404"),
                              ("a refused handshake", upgrade("/ws", key=None), "400"),
                              ("the WebSocket handshake", upgrade("/ws"), "101")):
        line, h = raw_answer_headers(s, raw)
        check(line.split(" ")[1] == status, "%s: %s" % (what, line))
        check_security_headers(h, what, hsts)


async def test_every_answer_carries_the_security_headers_and_no_hsts_by_default():
    s = Server(web_root=WEB, round_trip=False)
    try:
        await check_every_kind_of_answer(s)
    finally:
        s.stop()


async def test_hsts_is_sent_when_configured():
    s = Server(web_root=WEB, hsts_max_age_s=31536000, round_trip=False)
    try:
        await check_every_kind_of_answer(s, hsts="max-age=31536000")
    finally:
        s.stop()
    s = Server(web_root=WEB, env={"MANCALA_HSTS_MAX_AGE_S": "600"}, round_trip=False)
    try:
        _, h, _ = request(s, "/api/games")
        check(h.get("strict-transport-security") == "max-age=600", str(h))
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_each_coding_decodes_to_the_files_bytes,
        test_q_values_choose_the_coding_and_q0_refuses_one,
        test_a_root_page_comes_in_the_language_asked_for,
        test_etags_are_strong_per_coding_and_if_none_match_gives_304,
        test_a_changed_file_gets_its_new_bytes_and_a_new_etag,
        test_files_past_the_caches_limits_are_streamed_as_they_are,
        test_every_answer_carries_the_security_headers_and_no_hsts_by_default,
        test_hsts_is_sent_when_configured,
    ])
