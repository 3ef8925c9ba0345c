"""A loopback stand-in for the engine's `/otel` socket that keeps and decodes what workers export."""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed


class OtelReceiver:
    """Accepts WebSocket connections on 127.0.0.1 (any path), keeps every frame, and decodes
    the `OTLP` (spans) and `LOGS` frames. Runs its own event loop in a thread."""

    def __init__(self, port: int = 0) -> None:
        self.frames: list[bytes] = []
        """Binary frames, prefix included."""
        self.text_frames = 0
        """Text frames (a worker should send none)."""
        self.paths: list[str] = []
        """Paths the connections asked for."""
        self._lock = threading.Lock()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="otel-receiver", daemon=True)
        self._thread.start()
        self._server: Server = asyncio.run_coroutine_threadsafe(self._start(port), self._loop).result(10)
        port = self._server.sockets[0].getsockname()[1]
        self.url = f"ws://127.0.0.1:{port}/otel"

    async def _start(self, port: int) -> Server:
        return await serve(self._receive, "127.0.0.1", port, max_size=None, compression=None, ping_interval=None)

    async def _receive(self, connection: ServerConnection) -> None:
        with self._lock:
            self.paths.append(connection.request.path if connection.request is not None else "")
        try:
            async for message in connection:
                with self._lock:
                    if isinstance(message, bytes):
                        self.frames.append(message)
                    else:
                        self.text_frames += 1
        except ConnectionClosed:
            pass

    def documents(self, prefix: bytes) -> list[dict[str, Any]]:
        """Frames whose 4-byte prefix is `prefix`, parsed as JSON (raises on one that is not JSON)."""
        with self._lock:
            frames = list(self.frames)
        return [json.loads(frame[4:]) for frame in frames if frame[:4] == prefix]

    def spans(self) -> list[dict[str, Any]]:
        """Every span so far, each with the `service` of its resource."""
        return self._records(b"OTLP", "resourceSpans", "scopeSpans", "spans")

    def logs(self) -> list[dict[str, Any]]:
        """Every log record so far, each with the `service` of its resource."""
        return self._records(b"LOGS", "resourceLogs", "scopeLogs", "logRecords")

    def _records(self, prefix: bytes, resources: str, scopes: str, items: str) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = []
        for document in self.documents(prefix):
            for entry in document[resources]:
                service = attribute(entry.get("resource", {}).get("attributes"), "service.name")
                for scope in entry.get(scopes, []):
                    found.extend({**item, "service": service} for item in scope.get(items, []))
        return found

    def stop(self) -> None:
        """Closes every connection and the listener."""
        self._server.close()
        asyncio.run_coroutine_threadsafe(self._server.wait_closed(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)


def attribute(attributes: list[dict[str, Any]] | None, key: str) -> Any:
    """The value of attribute `key` (its string, int, double or bool), or None."""
    for item in attributes or []:
        if item["key"] == key:
            value = item["value"]
            for kind in ("stringValue", "intValue", "doubleValue", "boolValue"):
                if kind in value:
                    return value[kind]
    return None
