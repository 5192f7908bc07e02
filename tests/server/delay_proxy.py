"""A TCP proxy on 127.0.0.1 that holds every chunk `delay_s` in each direction, in order: a
client far from the server, for the clocks' lag credit (test_clocks.py)."""

import asyncio


class DelayProxy:
    """Listens on an ephemeral port (`port`) and forwards each connection to 127.0.0.1:`target`."""

    def __init__(self, target, delay_s):
        self.target, self.delay_s = target, delay_s
        self.server, self.port, self.tasks = None, None, []

    async def start(self):
        self.server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        self.port = self.server.sockets[0].getsockname()[1]
        return self

    async def _accept(self, reader, writer):
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        self.tasks += [asyncio.ensure_future(self._pipe(reader, up_writer)),
                       asyncio.ensure_future(self._pipe(up_reader, writer))]

    async def _pipe(self, reader, writer):
        # Chunks keep their order: each leaves `delay_s` after it arrived.
        queue = asyncio.Queue()

        async def deliver():
            while True:
                due, data = await queue.get()
                await asyncio.sleep(max(0.0, due - asyncio.get_running_loop().time()))
                if data is None:
                    writer.close()
                    return
                writer.write(data)
                await writer.drain()

        sender = asyncio.ensure_future(deliver())
        try:
            while True:
                data = await reader.read(65536)
                queue.put_nowait((asyncio.get_running_loop().time() + self.delay_s, data or None))
                if not data:
                    break
            await sender
        except (ConnectionError, asyncio.CancelledError):
            sender.cancel()

    async def stop(self):
        for t in self.tasks:
            t.cancel()
        self.server.close()
