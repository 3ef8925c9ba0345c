"""Streaming channels through the real engine: svc-sdk for Python reads and writes them, and an
iii-sdk@0.22.1 (Node) function reads what it writes."""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from support import ROOT, Engine, Process, node_binary, wait_for_functions

from svc_sdk import ChannelReader, ChannelWriter, SvcError, Worker

CHUNKS = [bytes([i]) * 65536 for i in range(64)]
DIGEST = hashlib.sha256(b"".join(CHUNKS)).hexdigest()


@pytest.fixture(scope="module")
def iii_channels(engine: Engine) -> Iterator[Process]:
    """engine/test/fixtures/iii-channel-worker.mjs: `iiisdk::count` reads a channel with iii-sdk."""
    fixture = ROOT / "engine" / "test" / "fixtures" / "iii-channel-worker.mjs"
    process = Process([node_binary(), str(fixture), engine.url])
    process.wait_for_line(lambda line: line == "ready")
    yield process
    process.stop()


async def count(reader: ChannelReader) -> dict[str, Any]:
    texts: list[str] = []
    digest = hashlib.sha256()
    size = 0
    async for frame in reader:
        if isinstance(frame, str):
            texts.append(frame)
        else:
            digest.update(frame)
            size += len(frame)
    return {"texts": texts, "bytes": size, "sha256": digest.hexdigest()}


async def write_all(writer: ChannelWriter, first: str) -> None:
    await writer.write(first)
    for chunk in CHUNKS:
        await writer.write(chunk)
    await writer.close()


def test_a_reader_in_a_payload_reads_text_and_binary_frames_in_order(
    worker: Worker, unique: Callable[[str], str]
) -> None:
    function_id = unique("py::count")

    async def handler(payload: dict[str, Any]) -> dict[str, Any]:
        return await count(payload["reader"])

    worker.register_function(function_id, handler)
    wait_for_functions(worker, function_id)

    async def main() -> Any:
        channel = await worker.create_channel_async()
        counted = asyncio.ensure_future(
            worker.trigger_async({"function_id": function_id, "payload": {"reader": channel.reader_ref}})
        )
        await write_all(channel.writer, "start")
        return await counted

    assert asyncio.run(main()) == {"texts": ["start"], "bytes": 64 * 65536, "sha256": DIGEST}


def test_a_writer_in_a_payload_writes_to_the_caller(worker: Worker, unique: Callable[[str], str]) -> None:
    function_id = unique("py::produce")

    async def handler(payload: dict[str, Any]) -> dict[str, Any]:
        writer: ChannelWriter = payload["writer"]
        for i in range(payload["count"]):
            await writer.write(f"line {i}")
        await writer.close()
        return {"wrote": payload["count"]}

    worker.register_function(function_id, handler)
    wait_for_functions(worker, function_id)

    async def main() -> tuple[Any, list[str | bytes]]:
        channel = await worker.create_channel_async()
        wrote = asyncio.ensure_future(
            worker.trigger_async({"function_id": function_id, "payload": {"writer": channel.writer_ref, "count": 40}})
        )
        lines = [frame async for frame in channel.reader]
        return await wrote, lines

    wrote, lines = asyncio.run(main())
    assert wrote == {"wrote": 40}
    assert lines == [f"line {i}" for i in range(40)]


def test_an_iii_sdk_function_reads_what_python_writes(worker: Worker, iii_channels: Process) -> None:
    wait_for_functions(worker, "iiisdk::count")

    async def main() -> Any:
        channel = await worker.create_channel_async()
        counted = asyncio.ensure_future(
            worker.trigger_async({"function_id": "iiisdk::count", "payload": {"reader": channel.reader_ref}})
        )
        await write_all(channel.writer, "hello")
        return await counted

    assert asyncio.run(main()) == {"bytes": 64 * 65536, "sha256": DIGEST, "messages": ["hello"]}


def test_a_refused_side_raises_channel_unavailable(worker: Worker, engine: Engine) -> None:
    ref: Any = {"channel_id": "no-such-channel", "access_key": "k", "direction": "read"}

    async def main() -> None:
        async for _frame in ChannelReader(engine.url, ref):
            pass

    with pytest.raises(SvcError) as raised:
        asyncio.run(main())
    assert raised.value.code == "channel_unavailable"
    assert "404" in str(raised.value)
