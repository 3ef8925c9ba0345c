"""A WebSocket relay between workers and a real engine, to cut or silence connections on purpose."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

from websockets.asyncio.client import ClientConnection, connect
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

_T = TypeVar("_T")


class WsProxy:
    """Accepts worker connections on 127.0.0.1 and relays every frame to and from `upstream`.
    `close(n, code)` ends the n-th worker connection with a close frame of `code`; `freeze(n)`
    keeps it open but drops every frame both ways, as a dead network path would."""

    def __init__(self, upstream: str) -> None:
        self._upstream = upstream
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="ws-proxy", daemon=True)
        self._thread.start()
        self._clients: list[ServerConnection] = []
        self._frozen: set[int] = set()
        self._server: Server = self._run(self._start())
        port = self._server.sockets[0].getsockname()[1]
        self.url = f"ws://127.0.0.1:{port}"

    @property
    def connections(self) -> int:
        """How many worker connections the proxy has accepted so far."""
        return len(self._clients)

    def close(self, index: int, code: int) -> None:
        """Ends worker connection `index` with a close frame carrying `code`."""
        self._run(self._clients[index].close(code, "closed by the test proxy"))

    def freeze(self, index: int) -> None:
        """Drops every frame of worker connection `index` from now on, both ways."""
        self._frozen.add(index)

    def stop(self) -> None:
        """Closes every connection and the listener."""
        self._server.close()
        self._run(self._server.wait_closed())
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)

    def _run(self, coroutine: Coroutine[Any, Any, _T]) -> _T:
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(10)

    async def _start(self) -> Server:
        return await serve(self._relay, "127.0.0.1", 0, max_size=None, compression=None, ping_interval=None)

    async def _relay(self, client: ServerConnection) -> None:
        if client.request is not None and client.request.path.startswith("/otel"):
            # The telemetry socket goes to the engine's too, apart from the worker connections counted here.
            async with connect(self._upstream + "/otel", max_size=None, compression=None, ping_interval=None) as otel:
                await self._pump(-1, client, otel)
            return
        index = len(self._clients)
        self._clients.append(client)
        async with connect(self._upstream, max_size=None, compression=None, ping_interval=None) as engine:
            pumps = {
                asyncio.create_task(self._pump(index, client, engine)),
                asyncio.create_task(self._pump(index, engine, client)),
            }
            _, pending = await asyncio.wait(pumps, return_when=asyncio.FIRST_COMPLETED)
            for task in pending:
                task.cancel()
            await client.close()

    async def _pump(
        self, index: int, source: ServerConnection | ClientConnection, target: ServerConnection | ClientConnection
    ) -> None:
        try:
            async for message in source:
                if index not in self._frozen:
                    await target.send(message)
        except ConnectionClosed:
            pass
