"""A Python worker with svc-events and svc-cron: `event` and `subscribe` triggers fed by `publish`
and by state changes, and `cron` triggers with their payload and `cron::trigger_now`. Each test
skips, saying why, on an engine that does not run the module."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import datetime
from typing import Any

import pytest
from support import eventually

from svc_sdk import InvocationError, Worker


class Received:
    """What a handler was sent, in order, safe to read from the test thread."""

    def __init__(self) -> None:
        self.items: list[Any] = []
        self._lock = threading.Lock()

    def __call__(self, payload: Any) -> None:
        with self._lock:
            self.items.append(payload)

    def snapshot(self) -> list[Any]:
        with self._lock:
            return list(self.items)


def _publish(worker: Worker, topic: str, data: Any) -> Any:
    try:
        return worker.trigger({"function_id": "publish", "payload": {"topic": topic, "data": data}})
    except InvocationError as error:
        if error.code == "function_not_found":
            pytest.skip("the engine runs no events module: publish answers function_not_found")
        raise


def _active(worker: Worker, function_id: str) -> bool | None:
    listed = worker.trigger({"function_id": "engine::registered-triggers::list", "payload": {}})
    statuses = [t["status"] for t in listed["registered_triggers"] if t["function_id"] == function_id]
    return True if statuses == ["active"] else None


@pytest.mark.parametrize("trigger_type", ["event", "subscribe"])
def test_published_data_reaches_a_python_subscriber(
    worker: Worker, unique: Callable[[str], str], trigger_type: str
) -> None:
    function_id, topic = unique("py::on_event"), unique("py.topic")
    received = Received()
    worker.register_function(function_id, received)
    worker.register_trigger({"type": trigger_type, "function_id": function_id, "config": {"topic": topic}})
    _publish(worker, "warm-up", None)
    eventually(lambda: _active(worker, function_id))
    assert _publish(worker, topic, {"n": 1}) is None
    _publish(worker, unique("py.other"), {"n": 2})
    assert eventually(lambda: received.snapshot() or None) == [{"n": 1}]


def test_state_change_fires_a_python_event_trigger_on_state_updated(
    worker: Worker, unique: Callable[[str], str]
) -> None:
    function_id, scope = unique("py::on_state"), unique("py-scope")
    received = Received()
    worker.register_function(function_id, received)
    worker.register_trigger({"type": "event", "function_id": function_id, "config": {"event": "state:updated"}})
    _publish(worker, "warm-up", None)
    eventually(lambda: _active(worker, function_id))
    worker.trigger({"function_id": "state::set", "payload": {"scope": scope, "key": "k", "value": 1}})
    worker.trigger({"function_id": "state::set", "payload": {"scope": scope, "key": "k", "value": 2}})
    mine = lambda: [e for e in received.snapshot() if e["scope"] == scope] or None  # noqa: E731
    event = eventually(mine)[0]
    assert (event["event_type"], event["key"], event["old_value"], event["new_value"]) == ("state:updated", "k", 1, 2)


def test_a_python_cron_job_fires_each_second_and_runs_now_on_request(
    worker: Worker, unique: Callable[[str], str]
) -> None:
    function_id = unique("py::tick")
    received = Received()
    worker.register_function(function_id, received)
    worker.register_trigger({"type": "cron", "function_id": function_id, "config": {"expression": "* * * * * *"}})
    try:
        worker.trigger({"function_id": "cron::stats", "payload": {}})
    except InvocationError as error:
        if error.code == "function_not_found":
            pytest.skip("the engine runs no cron module: cron::stats answers function_not_found")
        raise
    first = eventually(lambda: received.snapshot() or None, timeout=15)[0]
    assert first["trigger"] == "cron"
    scheduled = datetime.fromisoformat(first["scheduled_time"].replace("Z", "+00:00"))
    assert scheduled.microsecond == 0
    assert datetime.fromisoformat(first["actual_time"].replace("Z", "+00:00")) >= scheduled
    ran = worker.trigger({"function_id": "cron::trigger_now", "payload": {"trigger_id": first["job_id"]}})
    assert (ran["trigger_id"], ran["function_id"]) == (first["job_id"], function_id)
