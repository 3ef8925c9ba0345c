"""A Python worker with svc-queue: a queue consumer under both trigger type names, an enqueue action,
and a failing consumer whose message ends in the dead-letter queue. Each test skips, saying why, on an
engine that does not run the module."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from support import eventually

from svc_sdk import InvocationError, Worker


def _stats(worker: Worker, topic: str) -> dict[str, Any]:
    try:
        stats: dict[str, Any] = worker.trigger(
            {"function_id": "engine::queue::topic_stats", "payload": {"topic": topic}}
        )
        return stats
    except InvocationError as error:
        if error.code == "function_not_found":
            pytest.skip("the engine runs no queue module: engine::queue::topic_stats answers function_not_found")
        raise


@pytest.mark.parametrize("trigger_type", ["queue", "durable:subscriber"])
def test_python_consumer_gets_each_published_message_once(
    worker: Worker, unique: Callable[[str], str], trigger_type: str
) -> None:
    topic, function_id = unique("py-topic"), unique("py::consume")
    got: list[Any] = []
    lock = threading.Lock()

    def consume(data: Any) -> dict[str, bool]:
        with lock:
            got.append(data)
        return {"ok": True}

    worker.register_function(function_id, consume)
    worker.register_trigger({"type": trigger_type, "function_id": function_id, "config": {"topic": topic}})
    eventually(lambda: _stats(worker, topic)["consumer_count"] == 1 or None)
    for n in range(3):
        receipt = worker.trigger(
            {"function_id": "iii::durable::publish", "payload": {"topic": topic, "data": {"n": n}}}
        )
        assert isinstance(receipt["messageReceiptId"], str)
    eventually(lambda: len(got) == 3 or None)
    assert sorted(item["n"] for item in got) == [0, 1, 2]
    eventually(lambda: _stats(worker, topic)["done"] == 3 or None)


def test_enqueue_action_from_python_runs_the_function(worker: Worker, unique: Callable[[str], str]) -> None:
    _stats(worker, "default")
    function_id = unique("py::job")
    got: list[Any] = []
    worker.register_function(function_id, lambda data: got.append(data))
    receipt = worker.trigger(
        {"function_id": function_id, "payload": {"job": 1}, "action": {"type": "enqueue", "queue": "default"}}
    )
    assert isinstance(receipt["messageReceiptId"], str)
    eventually(lambda: len(got) == 1 or None)
    assert got[0]["job"] == 1


def test_a_failing_python_consumer_sends_the_message_to_the_dead_letter_queue(
    worker: Worker, unique: Callable[[str], str]
) -> None:
    topic, function_id = unique("py-dlq"), unique("py::refuse")

    def refuse(data: Any) -> None:
        raise RuntimeError("cannot handle it")

    worker.register_function(function_id, refuse)
    worker.register_trigger(
        {
            "type": "durable:subscriber",
            "function_id": function_id,
            "config": {"topic": topic, "queue_config": {"maxRetries": 1, "backoffDelayMs": 10}},
        }
    )
    eventually(lambda: _stats(worker, topic)["consumer_count"] == 1 or None)
    worker.trigger({"function_id": "iii::durable::publish", "payload": {"topic": topic, "data": {"x": 1}}})
    eventually(lambda: _stats(worker, topic)["dlq_depth"] == 1 or None)
    page = worker.trigger({"function_id": "engine::queue::dlq_messages", "payload": {"topic": topic}})
    assert page["total"] == 1
    assert page["messages"][0]["retries"] == 2
    assert "cannot handle it" in page["messages"][0]["error"]
