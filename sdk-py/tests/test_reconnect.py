"""A Python worker stays registered through clean closes, dead connections and engine restarts."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from support import Engine, LogLines, TsWorker, eventually, wait_for_functions
from ws_proxy import WsProxy

from svc_sdk import HeartbeatOptions, InvocationError, Logger, Worker, WorkerOptions, register_worker

WAIT = 15.0
"""Upper bound of a reconnect: backoff from 1 s (± 30%), a failed attempt or two, the replay."""


@pytest.fixture
def proxy(engine: Engine) -> Iterator[WsProxy]:
    """A relay in front of the session's engine."""
    relay = WsProxy(engine.url)
    yield relay
    relay.stop()


def _answers(caller: Worker, function_id: str) -> Any:
    """The function's answer, or None while the engine does not have it (yet)."""
    try:
        return caller.trigger({"function_id": function_id, "payload": {}, "timeout_ms": 2000})
    except InvocationError as error:
        if error.code in ("function_not_found", "invocation_stopped"):
            return None
        raise


def _proxied_worker(proxy: WsProxy, lines: LogLines, heartbeat: HeartbeatOptions | None = None) -> Worker:
    options: WorkerOptions = {
        "worker_name": "py-proxied",
        "logger": Logger("proxied", level="debug", write=lines.append),
    }
    if heartbeat is not None:
        options["heartbeat"] = heartbeat
    return register_worker(proxy.url, options)


@pytest.mark.parametrize("code", [1000, 1001])
def test_clean_close_reconnects_and_registers_again(
    code: int, proxy: WsProxy, worker: Worker, unique: Callable[[str], str]
) -> None:
    lines = LogLines()
    function_id = unique("py::survivor")
    proxied = _proxied_worker(proxy, lines)
    try:
        proxied.register_function(function_id, lambda payload: "still here")
        assert eventually(lambda: _answers(worker, function_id)) == "still here"
        first_id = proxied.worker_id

        proxy.close(0, code)
        eventually(lambda: True if proxy.connections == 2 else None, WAIT)
        assert eventually(lambda: _answers(worker, function_id), WAIT) == "still here"
        assert proxied.worker_id != first_id
        assert proxied.connection_state == "open"
        assert any(f"connection lost: closed with code {code}" in message for message in lines.messages())
    finally:
        proxied.shutdown()


def test_silent_connection_is_dropped_and_replaced(
    proxy: WsProxy, worker: Worker, unique: Callable[[str], str]
) -> None:
    lines = LogLines()
    function_id = unique("py::heartbeat")
    proxied = _proxied_worker(proxy, lines, heartbeat={"ping_interval_ms": 250, "idle_timeout_ms": 1500})
    try:
        proxied.register_function(function_id, lambda payload: "alive")
        assert eventually(lambda: _answers(worker, function_id)) == "alive"
        # Pings and their pongs keep a healthy, otherwise silent connection open past the idle timeout.
        first_id = proxied.worker_id
        threading.Event().wait(2.0)
        assert "connection dead; dropping it" not in lines.messages()
        assert (proxy.connections, proxied.worker_id) == (1, first_id)

        proxy.freeze(0)
        eventually(lambda: True if proxy.connections == 2 else None, WAIT)
        assert eventually(lambda: _answers(worker, function_id), WAIT) == "alive"
        assert "connection dead; dropping it" in lines.messages()
    finally:
        proxied.shutdown()


def test_engine_restart_reconnects_re_registers_and_sends_queued_calls(unique: Callable[[str], str]) -> None:
    lines = LogLines()
    function_id = unique("py::restart")
    engine = Engine()
    logger = Logger("restart", level="debug", write=lines.append)
    python = register_worker(engine.url, {"worker_name": "py-restart", "logger": logger})
    replacement: Engine | None = None
    peer: TsWorker | None = None
    try:
        python.register_function(function_id, lambda payload: {"served_by": python.worker_id})
        wait_for_functions(python, function_id)
        first_id = python.worker_id

        engine.stop()
        eventually(lambda: True if python.connection_state != "open" else None)
        # A call made while the engine is down waits for the next connection.
        queued: list[Any] = []
        caller = threading.Thread(
            target=lambda: queued.append(python.trigger({"function_id": function_id, "timeout_ms": 20_000}))
        )
        caller.start()

        replacement = Engine(port=engine.port)
        caller.join(WAIT)
        assert queued and queued[0]["served_by"] != first_id
        assert any("connection lost: closed with code 1001" in message for message in lines.messages())

        # The engine knows the worker again: its metadata, and its function for other workers.
        workers = python.trigger({"function_id": "engine::workers::list", "payload": {}})["workers"]
        assert any(entry["name"] == "py-restart" and entry["runtime"] == "python" for entry in workers)
        peer = TsWorker("ts-peer.mjs", replacement.url)
        wait_for_functions(python, "ts::call")
        answer = python.trigger({"function_id": "ts::call", "payload": {"target": function_id, "payload": {}}})
        assert answer == {"ok": {"served_by": python.worker_id}}
    finally:
        python.shutdown()
        if peer is not None:
            peer.stop()
        if replacement is not None:
            replacement.stop()
        engine.stop()
