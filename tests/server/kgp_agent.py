"""A scripted KGP agent for the tests: raw TCP (asyncio streams) or a WebSocket at /kgp
(websockets), reading the server's lines one by one and sending whatever text a test gives."""

import asyncio
import re

import websockets

from harness import check

LINE = re.compile(r"^(\d*)(?:@(\d+))?\s+(\w+)\s*(.*?)\s*$|^(\w+)\s*(.*?)\s*$")


class Line:
    """One server line: id and ref (int or None), name and the argument text."""

    def __init__(self, text):
        self.text = text
        m = LINE.match(text)
        check(m is not None, "not a KGP line: %r" % text)
        if m.group(3):
            self.id = int(m.group(1)) if m.group(1) else None
            self.ref = int(m.group(2)) if m.group(2) else None
            self.name, self.args = m.group(3), m.group(4)
        else:
            self.id = self.ref = None
            self.name, self.args = m.group(5), m.group(6)

    def board(self):
        """A `state`'s board literal as a list of numbers."""
        m = re.fullmatch(r"<([\d,]+)>", self.args)
        check(m is not None, "no board in %r" % self.text)
        return [int(v) for v in m.group(1).split(",")]

    def __repr__(self):
        return "Line(%r)" % self.text


class Agent:
    """One connection. `send` takes raw text (a test adds the line ends); `line` reads the next line."""

    def __init__(self):
        self.reader = self.writer = self.ws = None
        self.buffered = ""
        self.ids = []  # ids of the server's lines, in order

    @classmethod
    async def tcp(cls, port):
        a = cls()
        a.reader, a.writer = await asyncio.open_connection("127.0.0.1", port)
        return a

    @classmethod
    async def websocket(cls, http_port):
        a = cls()
        a.ws = await websockets.connect("ws://127.0.0.1:%d/kgp" % http_port, max_size=None)
        return a

    async def send(self, text):
        if self.ws:
            await self.ws.send(text)
        else:
            self.writer.write(text.encode())
            await self.writer.drain()

    async def command(self, text):
        await self.send(text + "\r\n")

    async def raw_line(self, timeout=10):
        """The next line's text without its CRLF; None when the connection ended."""
        if self.ws:
            try:
                msg = await asyncio.wait_for(self.ws.recv(), timeout)
            except websockets.ConnectionClosed:
                return None
            check(msg.endswith("\r\n") and msg.count("\n") == 1, "one line per message: %r" % msg)
            return msg[:-2]
        data = await asyncio.wait_for(self.reader.readline(), timeout)
        if not data:
            return None
        check(data.endswith(b"\r\n"), "a line ends in CRLF: %r" % data)
        return data[:-2].decode()

    async def line(self, timeout=10):
        text = await self.raw_line(timeout)
        check(text is not None, "the connection ended")
        line = Line(text)
        if line.id is not None:
            check(line.id % 2 == 0, "server ids are even: %r" % text)
            check(not self.ids or line.id > self.ids[-1], "server ids grow: %r after %r" % (text, self.ids))
            self.ids.append(line.id)
        return line

    async def expect(self, name, timeout=10):
        line = await self.line(timeout)
        check(line.name == name, "expected %s, got %r" % (name, line.text))
        return line

    async def until(self, name, timeout=10):
        """Reads lines until one named `name` (others, such as ping, answered or skipped)."""
        while True:
            line = await self.line(timeout)
            if line.name == name:
                return line
            if line.name == "ping":
                await self.command("@%d pong" % line.id)

    async def closed(self, timeout=10):
        """True once the server has closed the connection (lines before the end are skipped)."""
        while True:
            text = await self.raw_line(timeout)
            if text is None:
                return True

    async def freeplay(self, name=None, token=None):
        """The handshake up to `ok`: the server's `kgp`, the agent's sets, `mode freeplay`."""
        hello = await self.expect("kgp")
        check(hello.args == "1 0 1", "kgp 1 0 1: %r" % hello.text)
        if name:
            await self.command('set info:name "%s"' % name)
        if token:
            await self.command('set auth:token "%s"' % token)
        await self.command("1 mode freeplay")
        ok = await self.expect("ok")
        check(ok.ref == 1, "ok refers to mode: %r" % ok.text)

    async def close(self):
        if self.ws:
            await self.ws.close()
        else:
            self.writer.close()
            try:
                await self.writer.wait_closed()
            except ConnectionError:
                pass


async def first_state(*agents, timeout=10):
    """(agent, state line) of whichever agent gets a `state` first; the others' pending reads stop."""
    tasks = {asyncio.ensure_future(a.until("state", timeout)): a for a in agents}
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    for t in pending:
        t.cancel()
    t = done.pop()
    return tasks[t], t.result()


async def autoplay(agent, on_state=None):
    """Plays every `state` at once with the first pit that has seeds (and yields), answers pings,
    until cancelled or the connection ends. `on_state(line)` sees each state first."""
    while True:
        text = await agent.raw_line(timeout=60)
        if text is None:
            return
        line = Line(text)
        if line.name == "ping":
            await agent.command("@%d pong" % line.id)
        elif line.name == "state":
            if on_state:
                on_state(line)
            board = line.board()
            own = board[3:3 + board[0]]
            pit = next(i for i, seeds in enumerate(own) if seeds > 0) + 1
            await agent.command("@%d move %d\r\n@%d yield" % (line.id, pit, line.id))
