"""The telemetry socket: binary OTLP/JSON frames to the engine's `/otel`, reconnecting with backoff."""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from svc_sdk._core.backoff import backoff_delay
from svc_sdk.logger import LoggerLike

MAX_QUEUED_BYTES = 8 * 1024 * 1024
"""Bytes kept while the socket is down, whatever the frame count."""

_OPEN_TIMEOUT_S = 10.0
_CLOSE_TIMEOUT_S = 1.0


class OtelSocket:
    """A WebSocket to `/otel` that sends binary frames (a 4-byte prefix, then an OTLP/JSON
    document) and never reads anything. It runs as one task on the worker's loop, reconnects
    after any close with the worker connection's backoff, and keeps frames made while it is down
    in a bounded queue that drops the oldest first. `send_threadsafe` never blocks or raises."""

    def __init__(
        self,
        url: str,
        loop: asyncio.AbstractEventLoop,
        logger: LoggerLike,
        *,
        headers: dict[str, str] | None = None,
        max_queued_frames: int = 256,
    ) -> None:
        self.url = url
        self._loop = loop
        self._logger = logger
        self._headers = headers
        self._max_frames = max_queued_frames
        self._queue: deque[bytes] = deque()
        self._queued_bytes = 0
        self._ready = asyncio.Event()
        self._stopping = False
        self._task: asyncio.Task[None] | None = None
        self.dropped = 0
        """Frames dropped because the queue was full while the socket was down."""

    def start(self) -> None:
        """Starts connecting; call on the loop."""
        if self._task is None and not self._stopping:
            self._task = self._loop.create_task(self._run(), name=f"svc telemetry to {self.url}")

    def send_threadsafe(self, prefix: bytes, body: bytes) -> None:
        """Queues `prefix` + `body` from any thread; it leaves as soon as the socket is open."""
        with contextlib.suppress(RuntimeError):  # the loop is closed: the worker is gone
            self._loop.call_soon_threadsafe(self._enqueue, prefix + body)

    async def stop(self, timeout_s: float = 2.0) -> None:
        """Sends what is queued if the socket is open (for up to `timeout_s`), then closes it."""
        # Frames handed over from other threads just before are queued first (callbacks run in order).
        await asyncio.sleep(0)
        self._stopping = True
        self._ready.set()
        task = self._task
        if task is None:
            return
        try:
            await asyncio.wait_for(asyncio.shield(task), timeout_s)
        except TimeoutError:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def _enqueue(self, frame: bytes) -> None:
        if self._stopping and self._task is None:
            return
        self._queue.append(frame)
        self._queued_bytes += len(frame)
        while len(self._queue) > self._max_frames or (self._queued_bytes > MAX_QUEUED_BYTES and len(self._queue) > 1):
            self._queued_bytes -= len(self._queue.popleft())
            self.dropped += 1
        self._ready.set()

    async def _run(self) -> None:
        attempt = 0
        while not self._stopping or self._queue:
            try:
                ws = await connect(
                    self.url,
                    additional_headers=self._headers,
                    open_timeout=_OPEN_TIMEOUT_S,
                    close_timeout=_CLOSE_TIMEOUT_S,
                    ping_interval=None,
                    compression=None,
                )
            except asyncio.CancelledError:
                raise
            except Exception as error:  # noqa: BLE001 - any failure to connect means: try again later
                if self._stopping:
                    return
                if attempt == 0:
                    self._logger.warn("[OTel] telemetry socket failed", {"url": self.url, "error": str(error)})
            else:
                if attempt > 0:
                    self._logger.info("[OTel] telemetry socket connected", {"url": self.url})
                attempt = 0
                await self._serve(ws)
                if self._stopping:
                    return
            delay = backoff_delay(attempt)
            attempt += 1
            self._logger.debug("[OTel] telemetry socket reconnecting", {"in_ms": delay})
            with contextlib.suppress(TimeoutError):
                # Only stop() cuts the wait short; new frames just queue until the next attempt.
                await asyncio.wait_for(self._wait_stopping(), delay / 1000.0)

    async def _wait_stopping(self) -> None:
        while not self._stopping:
            self._ready.clear()
            await self._ready.wait()

    async def _serve(self, ws: ClientConnection) -> None:
        """Sends queued frames until the connection closes or stop() drained the queue."""
        closed = asyncio.ensure_future(ws.wait_closed())
        try:
            while True:
                while self._queue:
                    frame = self._queue[0]
                    await ws.send(frame)
                    self._queue.popleft()
                    self._queued_bytes -= len(frame)
                if self._stopping:
                    await ws.close(1000, "worker shut down")
                    return
                self._ready.clear()
                ready = asyncio.ensure_future(self._ready.wait())
                await asyncio.wait({ready, closed}, return_when=asyncio.FIRST_COMPLETED)
                ready.cancel()
                if closed.done():
                    return
        except ConnectionClosed:
            return
        finally:
            closed.cancel()
