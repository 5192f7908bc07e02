"""Players for the tournament scenario tests (test_tournament_*.py, test_cluster_tournament.py):
accounts made over HTTP, each on a WebSocket of its own, reading every frame in a task and playing
the tournament games they are sent as a referee's plan says (which pits, who resigns, a draw by
agreement, berserk, a seat that never moves). Each player keeps what they saw, so that a test can
compare the server's standings with a score computed here from the games played."""

import asyncio
import datetime
import http.client
import json
import time

import websockets

from harness import check

PASSWORD = "correct horse battery"
FIRST = lambda pits: pits[0]
LAST = lambda pits: pits[-1]


def call(s, method, path, body=None, token=None):
    """(status, parsed JSON body or None) of an HTTP request to server `s`."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
    try:
        headers = {"Content-Type": "application/json"}
        if token is not None:
            headers["Authorization"] = "Bearer " + token
        con.request(method, path, body=None if body is None else json.dumps(body).encode(), headers=headers)
        r = con.getresponse()
        text = r.read()
        try:
            return r.status, (json.loads(text) if text else None)
        except ValueError:
            return r.status, text
    finally:
        con.close()


def iso_in(seconds):
    """An ISO 8601 UTC time `seconds` from now, as starts_at takes it."""
    t = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(seconds=seconds)
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (t.microsecond // 1000)


def create(s, token, **body):
    """POST /api/tournaments with `body`: the 201 answer's object (fails on any other status)."""
    status, made = call(s, "POST", "/api/tournaments", body, token)
    check(status == 201, "POST /api/tournaments %s: %s %s" % (body, status, made))
    check(isinstance(made.get("tournament"), str), str(made))
    return made


def tournament(s, tid):
    """GET /api/tournaments/{tid}, which must answer 200."""
    status, t = s.get_json("/api/tournaments/" + tid)
    check(status == 200, "GET /api/tournaments/%s: %s %s" % (tid, status, t))
    return t


async def until(what, condition, seconds=15):
    """Waits (polling every 50 ms) until `condition()` is true; fails after `seconds`."""
    end = time.time() + seconds
    while not condition():
        check(time.time() < end, "no %s within %.0f s" % (what, seconds))
        await asyncio.sleep(0.05)


class Plan:
    """How one tournament game is played. `pick` per side (a function of the legal pits); `resign`
    (side, ply): that side resigns once the state's ply reaches `ply` and both sides have moved;
    `draw` ply: from that ply on the side to move offers a draw and the other accepts; `berserk`: the
    sides that go berserk before their first ply; `late_berserk`: sides that ask for berserk right
    after their first ply (refused); `noshow`: a side that never moves; `stop`: neither side moves
    from that ply on."""

    def __init__(self, south=FIRST, north=FIRST, resign=None, draw=None, berserk=(), late_berserk=(), noshow=None,
                 stop=None):
        self.pick = {"south": south, "north": north}
        self.resign, self.draw, self.berserk, self.noshow = resign, draw, set(berserk), noshow
        self.late_berserk, self.stop = set(late_berserk), stop


class Game:
    """One tournament game as one of its players saw it."""

    def __init__(self, frame, me):
        self.id, self.tournament, self.side = frame["game"], frame["tournament"], frame["you"]
        self.other = "north" if self.side == "south" else "south"
        self.opponent = frame["players"][self.other].get("id")
        self.first = frame  # the first snapshot
        self.snapshots = [frame]  # every `game` frame of it (a berserk's fresh snapshot, a reconnection's)
        self.state, self.clock = frame["state"], frame.get("clock")
        self.me, self.plan = me, None
        self.moved_sides = {m.get("side") for m in frame.get("moves") or []}
        self.sent_at_ply, self.resigned, self.offered, self.accepted, self.berserk_sent = None, False, False, False, False
        self.offer_from, self.over = None, None
        self.clocks = [frame.get("clock")]  # the clock of each `moved` after the first snapshot's
        self.frames = [("game", frame["state"]["ply"], None)]  # (type, ply, side) of each frame about it

    def __repr__(self):
        st = self.state
        return "<game %s as %s: ply %s, %s to move, over %s, plan %s, offer from %s, offered %s, accepted %s, frames %s>" % (
            self.id, self.side, st["ply"], st["to_move"], (self.over or {}).get("state", {}).get("reason"),
            {k: v for k, v in vars(self.plan).items() if k != "pick"} if self.plan else None, self.offer_from, self.offered,
            self.accepted, self.frames)

    def result(self):
        """"win", "draw" or "loss" for this player, None while it goes on."""
        if self.over is None:
            return None
        r = self.over["state"]["result"]
        return "draw" if r == "draw" else ("win" if r == self.side else "loss")

    def update(self, state, clock=None):
        if state["ply"] >= self.state["ply"]:
            self.state = state
            if clock is not None:
                self.clock = clock


class Player:
    """An account that plays tournament games on its connection as `referee(game, player)` says
    (a Plan, or None: wait and ask again)."""

    def __init__(self, s, name, referee=None):
        self.s, self.name, self.referee = s, name, referee
        status, body = call(s, "POST", "/api/accounts", {"username": name, "password": PASSWORD})
        check(status == 201, "account %s: %s %s" % (name, status, body))
        self.token, self.id = body["token"], body["player"]["id"]
        self.client, self.task = None, None
        self.games, self.by_id = [], {}  # tournament games in the order they began
        self.frames, self.chats, self.errors, self.other = [], [], [], []
        self.orphans = []  # frames about a game before its `game` frame came (none should)
        self.sent = 0

    async def connect(self, server=None):
        """A new greeted connection (on `server`, by default the one the account was made on) and
        its reader task; a previous connection is closed first. The games in progress ask the
        referee for their plan again."""
        await self.close()
        for g in self.playing():
            g.plan = None
        self.s = server or self.s
        self.client = await self.s.client(token=self.token)
        check(self.client.welcome["player"]["id"] == self.id, "another player: %s" % self.client.welcome)
        self.task = asyncio.ensure_future(self.run(self.client))
        return self

    async def close(self):
        if self.client is not None:
            await self.client.close()
            await asyncio.gather(self.task, return_exceptions=True)
            self.client, self.task = None, None

    def join(self, tid, expect=200):
        status, body = call(self.s, "POST", "/api/tournaments/%s/join" % tid, {}, self.token)
        check(status == expect, "%s join %s: %s %s" % (self.name, tid, status, body))
        return body

    def withdraw(self, tid, expect=200):
        status, body = call(self.s, "POST", "/api/tournaments/%s/withdraw" % tid, {}, self.token)
        check(status == expect, "%s withdraw %s: %s %s" % (self.name, tid, status, body))
        return body

    async def send(self, **msg):
        """Sends `msg`; one about a game carries an id naming it (an error echoes it)."""
        if "game" in msg and "id" not in msg:
            self.sent += 1
            msg["id"] = "%s:%s:%d" % (msg["type"], msg["game"], self.sent)
        await self.client.send(**msg)

    async def watch(self, tid):
        """tournament.watch: the `tournament` frame that answers it."""
        seen = len(self.frames)
        await self.send(type="tournament.watch", tournament=tid)
        await until("%s's first tournament frame" % self.name, lambda: len(self.frames) > seen, 10)
        frame = self.frames[seen]
        check(frame["tournament"] == tid and frame["you"]["joined"] in (True, False), str(frame)[:400])
        return frame

    async def unwatch(self, tid):
        seen = len(self.other)
        await self.send(type="tournament.unwatch", tournament=tid)
        await until("tournament.unwatched", lambda: any(
            m["type"] == "tournament.unwatched" and m.get("tournament") == tid for m in self.other[seen:]), 10)

    def latest(self):
        return self.frames[-1] if self.frames else None

    def row(self, frame=None):
        """This player's standings row in `frame` (default: the latest `tournament` frame)."""
        frame = frame or self.latest()
        rows = [r for r in frame["standings"] if r["player"]["id"] == self.id]
        return rows[0] if rows else None

    def finished(self):
        return [g for g in self.games if g.over is not None]

    def playing(self):
        return [g for g in self.games if g.over is None]

    async def run(self, client):
        """Reads `client` until it closes, acting on each tournament game after every frame (and
        every 100 ms, for a game whose plan the referee holds back)."""
        try:
            while True:
                try:
                    m = await client.next(0.1)
                except asyncio.TimeoutError:
                    m = None
                if m is not None:
                    self.take(m)
                for g in self.playing():
                    await self.act(g)
        except websockets.ConnectionClosed:
            pass

    def take(self, m):
        kind, g = m.get("type"), self.by_id.get(m.get("game"))
        m["_at"] = time.monotonic()
        if g is not None:
            g.frames.append((kind, (m.get("state") or {}).get("ply"), m.get("side") or m.get("from")))
        if kind == "tournament":
            self.frames.append(m)
        elif kind == "game" and m.get("tournament") and m.get("you") in ("south", "north"):
            if g is None:
                g = Game(m, self)
                self.games.append(g)
                self.by_id[g.id] = g
            else:
                g.snapshots.append(m)
                g.update(m["state"], m.get("clock"))
        elif kind == "moved" and g is not None:
            g.moved_sides.add(m["side"])
            g.clocks.append(m.get("clock"))
            g.update(m["state"], m.get("clock"))
            # (A ply by the offerer's opponent declines an offer, but no plan plays on after one;
            # and an offer can reach a seat before the `moved` of the ply it answers.)
        elif kind == "game.over" and g is not None:
            g.over = m
            g.update(m["state"], m.get("clock"))
        elif kind == "offer" and g is not None and m.get("kind") == "draw":
            g.offer_from = m["from"]
        elif kind in ("moved", "game.over", "offer") and m.get("game") and g is None:
            self.orphans.append(m)
        elif kind in ("chat", "chat.history"):
            self.chats.append(m)
        elif kind == "error":
            self.errors.append(m)
        else:
            self.other.append(m)

    async def act(self, g):
        if g.plan is None and self.referee is not None:
            g.plan = self.referee(g, self)
        p, st, me = g.plan, g.state, g.side
        if p is None or st["over"] or p.noshow == me or (p.stop is not None and st["ply"] >= p.stop):
            return
        if me in p.berserk and not g.berserk_sent and me not in g.moved_sides:
            g.berserk_sent = True
            await self.send(type="berserk", game=g.id, id="berserk")
        if me in p.late_berserk and not g.berserk_sent and me in g.moved_sides:
            g.berserk_sent = True
            await self.send(type="berserk", game=g.id, id="late-berserk")
        if p.resign and p.resign[0] == me and st["ply"] >= p.resign[1] and len(g.moved_sides) == 2:
            if not g.resigned:
                g.resigned = True
                await self.send(type="resign", game=g.id)
            return
        if p.draw is not None and st["ply"] >= p.draw:
            if g.offer_from == g.other and not g.accepted:
                g.accepted = True
                await self.send(type="draw", game=g.id)
            elif st["to_move"] == me and not g.offered:
                g.offered = True
                await self.send(type="draw", game=g.id)
            return
        if st["to_move"] == me and g.sent_at_ply != st["ply"]:
            g.sent_at_ply = st["ply"]
            pits = [i for i, n in enumerate(st["pits"][0 if me == "south" else 1]) if n > 0]
            await self.send(type="move", game=g.id, ply=st["ply"], pit=p.pick[me](pits))


async def entrants(s, n, prefix, referee, body, start_in=4):
    """`n` players (named `prefix`01.. in order of strength, each playing as `referee(players)`
    says) who joined and watch an event made by the last of them from `body` (its starts_at
    `start_in` s from now): (the 201 answer, players)."""
    players = [Player(s, "%s%02d" % (prefix, i + 1)) for i in range(n)]
    ref = referee(players)
    for p in players:
        p.referee = ref
    made = create(s, players[-1].token, **dict(body, starts_at=iso_in(start_in)))
    check(made["kind"] == body["kind"] and made["status"] == "created" and made["name"] == body["name"], str(made))
    check(made["clock"]["limit_s"] == body["clock"]["limit_s"] and made["clock"]["inc_s"] == body["clock"]["inc_s"],
          str(made))
    check((made.get("created_by") or {}).get("id") == players[-1].id, str(made))
    for p in players:
        check(p.join(made["tournament"]) == {"ok": True}, "join")
        await p.connect()
        first = await p.watch(made["tournament"])
        check(first["you"]["joined"] is True and first["you"]["game"] is None, str(first["you"]))
    return made, players


def games_between(players):
    """Every tournament game the players saw, once each: {game id: (south Player, north Player)}."""
    by_game = {}
    for p in players:
        for g in p.games:
            by_game.setdefault(g.id, {})[g.side] = p
    return {gid: (seats.get("south"), seats.get("north")) for gid, seats in by_game.items()}
