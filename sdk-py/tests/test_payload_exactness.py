"""Integers beyond 2^53 cross the engine between Python workers as exact `int`s, both ways."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from support import wait_for_functions

from svc_sdk import Worker

BIG = 2**60 + 1  # 1152921504606846977: a float would make it ...847000
SNOWFLAKE = 1541815603606036480
NEGATIVE = -(2**63)


def test_big_integers_reach_a_handler_and_come_back_as_exact_ints(worker: Worker, unique: Callable[[str], str]) -> None:
    function_id = unique("py::exact")
    seen: list[Any] = []

    def handler(payload: dict[str, Any]) -> dict[str, Any]:
        seen.append(payload)
        return {"ids": payload["ids"], "sum": sum(payload["ids"])}

    worker.register_function(function_id, handler)
    wait_for_functions(worker, function_id)
    answer = worker.trigger({"function_id": function_id, "payload": {"ids": [BIG, SNOWFLAKE, NEGATIVE]}})
    assert seen[0]["ids"] == [BIG, SNOWFLAKE, NEGATIVE]
    assert all(type(value) is int for value in seen[0]["ids"])
    assert answer == {"ids": [BIG, SNOWFLAKE, NEGATIVE], "sum": BIG + SNOWFLAKE + NEGATIVE}
    assert type(answer["sum"]) is int
