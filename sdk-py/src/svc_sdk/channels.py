"""Streaming channels: a reader and a writer for each side of a channel the engine serves at
`/ws/channels/<id>?key=<access_key>&dir=read|write` (svc-channels, `common/channel-ref` in
schema/). Each connects on first use, in the event loop that uses it. Back-pressure carries on:
`write` waits while the socket's buffer is full, and a reader that is not iterated stops reading
its socket once a few frames wait, so the engine slows the writer."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from svc_schema import ChannelRef
from svc_sdk.errors import ErrorCode, SvcError

__all__ = ["Channel", "ChannelReader", "ChannelWriter", "channel_url", "resolve_channels"]

# Frames a reader holds for a consumer that is behind before it stops reading its socket.
_READER_QUEUE = 16


def channel_url(engine_url: str, ref: ChannelRef) -> str:
    """The URL of one side of a channel, on the engine at `engine_url`."""
    base = engine_url.rstrip("/")
    key = quote(ref["access_key"], safe="")
    return f"{base}/ws/channels/{quote(ref['channel_id'], safe='')}?key={key}&dir={ref['direction']}"


async def _open(url: str) -> ClientConnection:
    try:
        return await connect(url, max_size=None, max_queue=_READER_QUEUE, compression=None)
    except InvalidStatus as error:
        status = error.response.status_code
        raise SvcError(ErrorCode.CHANNEL_UNAVAILABLE, f"the engine refused the channel (HTTP {status})") from error
    except OSError as error:
        raise SvcError(ErrorCode.CHANNEL_UNAVAILABLE, f"cannot open the channel: {error}") from error


def _closed_abnormally(socket: ClientConnection) -> SvcError | None:
    code = socket.close_code
    if code in (1000, 1005, None):
        return None
    return SvcError(ErrorCode.CHANNEL_CLOSED, f"the channel closed with {code} {socket.close_reason or ''}".strip())


class ChannelReader:
    """The reading side: `async for frame in reader` gives the frames in order (text frames as
    `str`, binary frames as `bytes`) until the writer closes with 1000; another end raises
    `SvcError` `channel_closed`."""

    def __init__(self, engine_url: str, ref: ChannelRef) -> None:
        self._url = channel_url(engine_url, ref)
        self.ref: ChannelRef = ref
        """The reference this reader opens (pass it on in a payload)."""
        self._socket: ClientConnection | None = None

    def __aiter__(self) -> AsyncIterator[str | bytes]:
        return self._frames()

    async def _frames(self) -> AsyncIterator[str | bytes]:
        if self._socket is None:
            self._socket = await _open(self._url)
        socket = self._socket
        try:
            async for frame in socket:
                yield frame
        except ConnectionClosed:
            pass
        problem = _closed_abnormally(socket)
        if problem is not None:
            raise problem

    async def read_all(self) -> bytes:
        """Every binary frame, concatenated, once the writer closes (text frames are skipped)."""
        return b"".join([frame async for frame in self if isinstance(frame, bytes)])

    async def close(self) -> None:
        """Closes the reader; the engine then closes the writer."""
        if self._socket is not None:
            await self._socket.close(1000)


class ChannelWriter:
    """The writing side: `await writer.write(b"...")` sends a binary frame, a `str` a text frame;
    `await writer.close()` ends the channel (the reader gets what was written, then its end)."""

    def __init__(self, engine_url: str, ref: ChannelRef) -> None:
        self._url = channel_url(engine_url, ref)
        self.ref: ChannelRef = ref
        """The reference this writer opens (pass it on in a payload)."""
        self._socket: ClientConnection | None = None

    async def write(self, data: str | bytes) -> None:
        """Sends one frame; waits while the socket's buffer is full."""
        if self._socket is None:
            self._socket = await _open(self._url)
        try:
            await self._socket.send(data)
        except ConnectionClosed as error:
            raise SvcError(ErrorCode.CHANNEL_CLOSED, f"the channel is closed: {error}") from error

    async def close(self) -> None:
        """Ends the channel with close code 1000."""
        if self._socket is None:
            self._socket = await _open(self._url)
        await self._socket.close(1000)


@dataclass(frozen=True)
class Channel:
    """A new channel's two sides, and their references to hand to other functions."""

    reader: ChannelReader
    writer: ChannelWriter
    reader_ref: ChannelRef
    writer_ref: ChannelRef


def _is_ref(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and isinstance(value.get("channel_id"), str)
        and isinstance(value.get("access_key"), str)
        and value.get("direction") in ("read", "write")
    )


def resolve_channels(data: Any, engine_url: str) -> Any:
    """`data` with every channel reference inside it turned into a reader or writer. Walks
    without recursion (a deeply nested payload costs no stack) and changes dicts and lists in
    place: the payload was just decoded and belongs to the handler."""

    def side(ref: ChannelRef) -> ChannelReader | ChannelWriter:
        return ChannelReader(engine_url, ref) if ref["direction"] == "read" else ChannelWriter(engine_url, ref)

    if _is_ref(data):
        return side(data)
    pending: list[Any] = [data]
    while pending:
        node = pending.pop()
        keys: Any = node.keys() if isinstance(node, dict) else range(len(node)) if isinstance(node, list) else ()
        for key in list(keys):
            value = node[key]
            if _is_ref(value):
                node[key] = side(value)
            elif isinstance(value, dict | list):
                pending.append(value)
    return data
