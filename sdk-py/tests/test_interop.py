"""A Python worker and a TypeScript (svc-sdk) worker call each other through a real engine."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

import pytest
from support import TsWorker, eventually, wait_for_functions

from svc_sdk import InvocationError, Worker

MIB = 1024 * 1024


def test_python_calls_typescript_with_metadata_and_trace_context(worker: Worker, ts_peer: TsWorker) -> None:
    traceparent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
    answer = worker.trigger(
        {
            "function_id": "ts::echo",
            "payload": {"n": 1},
            "metadata": {"tenant": "t1"},
            "traceparent": traceparent,
            "baggage": "tenant=t1",
        }
    )
    assert answer["by"] == "ts"
    assert answer["echoed"]["n"] == 1
    # The engine tells the target who called: the Python worker's connection id.
    assert answer["echoed"]["_caller_worker_id"] == worker.worker_id
    assert answer["metadata"] == {"tenant": "t1"}
    # The target's parent is the engine's span for the call, in the caller's trace.
    version, trace_id, span_id, flags = answer["traceparent"].split("-")
    assert (version, trace_id, flags) == ("00", traceparent.split("-")[1], "01")
    assert span_id != traceparent.split("-")[2]
    assert answer["baggage"] == "tenant=t1"


def test_typescript_calls_python_sync_and_async_handlers(
    worker: Worker, ts_peer: TsWorker, unique: Callable[[str], str]
) -> None:
    sync_id, async_id = unique("py::add"), unique("py::aadd")

    def add(payload: dict[str, Any], metadata: Any) -> dict[str, Any]:
        return {"sum": payload["a"] + payload["b"], "metadata": metadata}

    async def aadd(payload: dict[str, Any]) -> dict[str, Any]:
        return {"sum": payload["a"] + payload["b"], "async": True}

    worker.register_function(sync_id, add)
    worker.register_function(async_id, aadd)
    wait_for_functions(worker, sync_id, async_id)

    answer = worker.trigger(
        {"function_id": "ts::call", "payload": {"target": sync_id, "payload": {"a": 2, "b": 3}, "metadata": {"m": 1}}}
    )
    assert answer == {"ok": {"sum": 5, "metadata": {"m": 1}}}
    answer = worker.trigger({"function_id": "ts::call", "payload": {"target": async_id, "payload": {"a": 4, "b": 5}}})
    assert answer == {"ok": {"sum": 9, "async": True}}


def test_typescript_sees_a_python_handler_error_with_its_traceback(
    worker: Worker, ts_peer: TsWorker, unique: Callable[[str], str]
) -> None:
    function_id = unique("py::boom")

    def explode(payload: Any) -> None:
        raise ValueError("boom from python")

    worker.register_function(function_id, explode)
    wait_for_functions(worker, function_id)
    answer = worker.trigger({"function_id": "ts::call", "payload": {"target": function_id, "payload": {}}})
    assert answer["code"] == "invocation_failed"
    assert answer["message"] == "boom from python"
    assert "Traceback (most recent call last)" in answer["stacktrace"]
    assert "in explode" in answer["stacktrace"]
    assert "ValueError: boom from python" in answer["stacktrace"]


def test_typescript_calls_python_that_calls_typescript(
    worker: Worker, ts_peer: TsWorker, unique: Callable[[str], str]
) -> None:
    function_id = unique("py::relay")

    def relay(payload: dict[str, Any]) -> Any:
        # A sync handler runs in a thread, so a blocking call from it is fine.
        return worker.trigger({"function_id": "ts::echo", "payload": {"relayed": payload["n"]}})

    worker.register_function(function_id, relay)
    wait_for_functions(worker, function_id)
    answer = worker.trigger({"function_id": "ts::call", "payload": {"target": function_id, "payload": {"n": 7}}})
    assert answer["ok"]["echoed"]["relayed"] == 7


def test_void_calls_to_typescript_arrive_and_return_none_at_once(worker: Worker, ts_peer: TsWorker) -> None:
    marker = uuid.uuid4().int % 1_000_000_000
    assert worker.trigger({"function_id": "ts::record", "payload": {"n": marker}, "action": {"type": "void"}}) is None

    def arrived() -> bool | None:
        recorded = worker.trigger({"function_id": "ts::recorded", "payload": {}})["recorded"]
        return True if marker in recorded else None

    eventually(arrived)


def test_unknown_function_raises_function_not_found(worker: Worker) -> None:
    with pytest.raises(InvocationError) as raised:
        worker.trigger({"function_id": "nope::missing", "payload": {}})
    assert raised.value.code == "function_not_found"
    assert raised.value.function_id == "nope::missing"
    assert "nope::missing" in raised.value.message


def test_frames_above_one_mebibyte_travel_both_ways(
    worker: Worker, ts_peer: TsWorker, unique: Callable[[str], str]
) -> None:
    # Engine → Python: a 2 MiB result (the websockets library would refuse anything over 1 MiB).
    big = worker.trigger({"function_id": "ts::big", "payload": {"bytes": 2 * MIB}})
    assert len(big["blob"]) == 2 * MIB

    # TypeScript → Python: a 2 MiB payload in, a 2 MiB result out.
    function_id = unique("py::size")
    worker.register_function(function_id, lambda payload: {"length": len(payload["blob"]), "back": payload["blob"]})
    wait_for_functions(worker, function_id)
    answer = worker.trigger({"function_id": "ts::call", "payload": {"target": function_id, "payload": big}})
    assert answer["ok"]["length"] == 2 * MIB
    assert len(answer["ok"]["back"]) == 2 * MIB
    assert worker.connection_state == "open"
