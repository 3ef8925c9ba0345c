"""Fixtures: one engine and one TypeScript peer for the session, a fresh Python worker per test."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator

import pytest
from support import Engine, LogLines, TsWorker, wait_for_functions

from svc_sdk import Logger, Worker, register_worker

TS_PEER_FUNCTIONS = ("ts::echo", "ts::call", "ts::big", "ts::record", "ts::recorded")


@pytest.fixture(scope="session")
def engine() -> Iterator[Engine]:
    """The svc engine on its default config, on free ports."""
    process = Engine()
    yield process
    process.stop()


@pytest.fixture(scope="session")
def ts_peer(engine: Engine) -> Iterator[TsWorker]:
    """tests/fixtures/ts-peer.mjs, connected and registered."""
    peer = TsWorker("ts-peer.mjs", engine.url)
    with register_worker(engine.url, {"worker_name": "probe", "logger": Logger(write=lambda _: None)}) as probe:
        wait_for_functions(probe, *TS_PEER_FUNCTIONS)
    yield peer
    peer.stop()


@pytest.fixture
def unique() -> Callable[[str], str]:
    """Makes ids unique to this test, so tests sharing the engine never see each other's functions."""
    suffix = uuid.uuid4().hex[:8]
    return lambda name: f"{name}-{suffix}"


@pytest.fixture
def log_lines() -> LogLines:
    """Where the `worker` fixture's logger writes."""
    return LogLines()


@pytest.fixture
def worker(engine: Engine, log_lines: LogLines, request: pytest.FixtureRequest) -> Iterator[Worker]:
    """A Python worker connected to the session's engine, shut down after the test."""
    logger = Logger(request.node.name, level="debug", write=log_lines.append)
    python_worker = register_worker(engine.url, {"worker_name": f"py-{request.node.name}", "logger": logger})
    yield python_worker
    python_worker.shutdown()
