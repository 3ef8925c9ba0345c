"""The telemetry socket on its own: bounded while down, in order once back, drained on stop."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Callable

from otel_receiver import OtelReceiver

from svc_sdk import silent_logger
from svc_sdk._telemetry.otel_socket import OtelSocket


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


async def wait_until(check: Callable[[], bool]) -> None:
    deadline = asyncio.get_running_loop().time() + 15.0
    while not check():
        assert asyncio.get_running_loop().time() < deadline, "timed out"
        await asyncio.sleep(0.02)


async def test_keeps_the_newest_frames_while_down_and_sends_them_once_back() -> None:
    port = free_port()
    otel = OtelSocket(f"ws://127.0.0.1:{port}/otel", asyncio.get_running_loop(), silent_logger, max_queued_frames=10)
    otel.start()
    for i in range(25):
        otel.send_threadsafe(b"LOGS", json.dumps({"i": i}).encode())
    await wait_until(lambda: otel.dropped == 15)
    receiver = await asyncio.to_thread(OtelReceiver, port)
    try:
        await wait_until(lambda: len(receiver.frames) == 10)
        assert [doc["i"] for doc in receiver.documents(b"LOGS")] == list(range(15, 25))
        otel.send_threadsafe(b"OTLP", b'{"resourceSpans":[]}')
        await wait_until(lambda: len(receiver.documents(b"OTLP")) == 1)
    finally:
        await otel.stop()
        await asyncio.to_thread(receiver.stop)


async def test_stop_sends_what_is_queued() -> None:
    receiver = await asyncio.to_thread(OtelReceiver)
    try:
        otel = OtelSocket(receiver.url, asyncio.get_running_loop(), silent_logger)
        otel.start()
        otel.send_threadsafe(b"MTRC", b'{"resourceMetrics":[]}')
        await otel.stop()
        await wait_until(lambda: len(receiver.documents(b"MTRC")) == 1)
        assert otel.dropped == 0
    finally:
        await asyncio.to_thread(receiver.stop)
