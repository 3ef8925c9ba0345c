"""One WebSocket connection to the engine at a time, re-established after every close."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections import deque
from collections.abc import Callable
from typing import Literal, Protocol

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from svc_schema import InboundMessage
from svc_sdk._core.backoff import backoff_delay
from svc_sdk._core.frames import encode
from svc_sdk._core.link import Link
from svc_sdk.logger import LoggerLike

CONNECT_TIMEOUT_S = 10.0
"""How long the TCP connect plus the WebSocket upgrade may take."""
CLOSE_TIMEOUT_S = 2.0
"""How long `stop()` waits for the close handshake before dropping the socket."""
MAX_FRAME_BYTES = 4 * 1024 * 1024
"""Largest frame accepted from the engine by default: the engine's own default limit
(`max_message_bytes`), not the websockets library's 1 MiB."""

ConnectionState = Literal["connecting", "open", "reconnecting", "closed"]
"""Where a connection is in its life; `closed` only after `stop()`."""


class ConnectionHandler(Protocol):
    """What the connection tells its owner (the protocol core)."""

    def opened(self, link: Link) -> None:
        """A connection opened; `link` sends on it until `closed()`."""

    def message(self, text: str) -> None:
        """A frame arrived on the open connection (a binary one decoded as UTF-8)."""

    def closed(self) -> None:
        """The open connection is gone."""


class _SocketLink:
    """The core's view of one open WebSocket: frames are encoded at once (so an unencodable one
    raises at the call site) and written in order by one writer task."""

    def __init__(self, ws: ClientConnection, logger: LoggerLike) -> None:
        self._ws = ws
        self._logger = logger
        self._pending: deque[bytes] = deque()
        self._writer: asyncio.Task[None] | None = None
        self.ended = False

    def send(self, frame: InboundMessage) -> bool:
        if self.ended or self._ws.state is not State.OPEN:
            return False
        self._pending.append(encode(frame))
        if self._writer is None:
            self._writer = asyncio.get_running_loop().create_task(self._write())
        return True

    def terminate(self, reason: str) -> None:
        if self.ended:
            return
        self._logger.warn("connection dead; dropping it", {"reason": reason})
        self.ended = True
        self._ws.transport.abort()

    def end(self) -> None:
        self.ended = True
        if self._writer is not None:
            self._writer.cancel()

    async def _write(self) -> None:
        try:
            while self._pending and not self.ended:
                await self._ws.send(self._pending.popleft(), text=True)
        except ConnectionClosed:
            pass
        finally:
            self._writer = None


class ReconnectingConnection:
    """Keeps one connection to the engine open until `stop()`: it reconnects after *any* close,
    clean ones (1000, 1001) included, because an engine restart or a proxy closes cleanly too.
    Attempts back off as `min(1000·2^n, 30000) ms ± 30%`; n goes back to 0 once a connection
    opens. An attempt that has not opened within 10 s is abandoned.

    It runs as one task on the event loop; nothing that happens on a connection ends that task.
    """

    def __init__(
        self,
        url: str,
        handler: ConnectionHandler,
        logger: LoggerLike,
        *,
        headers: dict[str, str] | None = None,
        max_frame_bytes: int = MAX_FRAME_BYTES,
        connect_timeout_s: float = CONNECT_TIMEOUT_S,
        close_timeout_s: float = CLOSE_TIMEOUT_S,
        jitter: Callable[[], float] = random.random,
    ) -> None:
        self.url = url
        self._handler = handler
        self._logger = logger
        self._headers = headers
        self._max_frame_bytes = max_frame_bytes
        self._connect_timeout_s = connect_timeout_s
        self._close_timeout_s = close_timeout_s
        self._jitter = jitter
        self._state: ConnectionState = "closed"
        self._task: asyncio.Task[None] | None = None
        self._ws: ClientConnection | None = None
        self._stopping = False
        self._wake: asyncio.Event | None = None

    @property
    def state(self) -> ConnectionState:
        """Where the connection is in its life."""
        return self._state

    def start(self) -> None:
        """Starts connecting; call on the event loop."""
        if self._task is None and not self._stopping:
            self._wake = asyncio.Event()
            self._task = asyncio.get_running_loop().create_task(self._run(), name=f"svc connection to {self.url}")

    async def stop(self) -> None:
        """Stops reconnecting and closes the connection (code 1000); returns once it is closed."""
        self._stopping = True
        if self._wake is not None:
            self._wake.set()
        ws = self._ws
        if ws is not None:
            try:
                await asyncio.wait_for(ws.close(1000, "worker shutdown"), self._close_timeout_s)
            except (TimeoutError, OSError):
                # A peer that never answers the close handshake must not hold shutdown forever.
                ws.transport.abort()
        if self._task is not None:
            try:
                await asyncio.wait_for(asyncio.shield(self._task), self._close_timeout_s)
            except TimeoutError:
                self._task.cancel()
        self._state = "closed"

    async def _run(self) -> None:
        attempt = 0
        while not self._stopping:
            self._state = "connecting"
            was_open = False
            try:
                ws = await connect(
                    self.url,
                    additional_headers=self._headers,
                    open_timeout=self._connect_timeout_s,
                    close_timeout=self._close_timeout_s,
                    max_size=self._max_frame_bytes,
                    # The core's heartbeat (JSON ping, idle deadline) watches the connection.
                    ping_interval=None,
                    compression=None,
                )
            except asyncio.CancelledError:
                raise
            except Exception as error:  # noqa: BLE001 - any failure to connect means: try again later
                reason = f"{type(error).__name__}: {error}"
            else:
                if self._stopping:
                    await ws.close(1000, "worker shutdown")
                    break
                attempt = 0
                was_open = True
                try:
                    reason = await self._serve(ws)
                except Exception as error:  # noqa: BLE001 - nothing a connection does may end this loop
                    reason = f"{type(error).__name__}: {error}"
            if self._stopping:
                break
            delay = backoff_delay(attempt, self._jitter)
            attempt += 1
            self._state = "reconnecting"
            log = self._logger.warn if was_open else self._logger.info
            log(
                f"connection {'lost' if was_open else 'failed'}: {reason}; reconnecting in {delay} ms",
                {"url": self.url},
            )
            await self._sleep(delay / 1000.0)
        self._state = "closed"

    async def _serve(self, ws: ClientConnection) -> str:
        """Runs one open connection until it closes; returns why it closed."""
        link = _SocketLink(ws, self._logger)
        self._ws = ws
        self._state = "open"
        self._logger.info("connected to the engine", {"url": self.url})
        try:
            self._handler.opened(link)
            async for message in ws:
                self._handler.message(message if isinstance(message, str) else message.decode("utf-8", "replace"))
        except ConnectionClosed:
            pass
        except Exception as error:  # noqa: BLE001 - the loop must survive whatever a connection does
            self._logger.error("connection failed", {"error": f"{type(error).__name__}: {error}"})
            ws.transport.abort()
        finally:
            link.end()
            self._ws = None
            self._handler.closed()
        if ws.state is not State.CLOSED:
            ws.transport.abort()
        code = ws.close_code
        return f"closed with code {code}" + (f" ({ws.close_reason})" if ws.close_reason else "") if code else "dropped"

    async def _sleep(self, seconds: float) -> None:
        wake = self._wake
        if wake is None:
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(wake.wait(), seconds)
