"""Integers beyond 2^53 cross the engine between Python workers as exact `int`s, both ways."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from support import wait_for_functions

from svc_sdk import JsonNumber, Worker
from svc_sdk._core import exact_json
from svc_sdk._core.frames import encode

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


def test_minus_zero_and_numbers_past_the_float_range_come_back_as_sent(
    worker: Worker, unique: Callable[[str], str]
) -> None:
    """`-0` arrives as `-0.0` and `1e400` as a `JsonNumber`; both are sent back as numbers
    with the same value (where `json.dumps` would write `0` and refuse `inf`)."""
    echo_id = unique("py::echo")
    relay_id = unique("py::relay")
    seen: list[Any] = []

    def echo(payload: dict[str, Any]) -> dict[str, Any]:
        seen.append(payload)
        return payload

    worker.register_function(echo_id, echo)

    # The relay's answer is the echo's result as it decoded it: a second decode and encode.
    async def relay(payload: dict[str, Any]) -> Any:
        return await worker.trigger_async({"function_id": echo_id, "payload": payload})

    worker.register_function(relay_id, relay)
    wait_for_functions(worker, echo_id, relay_id)
    huge = JsonNumber("1e400")
    answer = worker.trigger(
        {"function_id": relay_id, "payload": {"neg": -0.0, "huge": huge, "low": JsonNumber("-1e999")}}
    )
    assert isinstance(seen[0]["huge"], JsonNumber) and seen[0]["huge"].text == "1e400"
    assert math.copysign(1.0, seen[0]["neg"]) == -1.0
    assert math.copysign(1.0, answer["neg"]) == -1.0
    assert isinstance(answer["huge"], JsonNumber) and answer["huge"].text == "1e400"
    assert answer["low"].text == "-1e999"


def test_minus_zero_as_the_engine_sends_it_decodes_to_a_negative_float() -> None:
    frame = exact_json.loads('{"data":{"a":-0,"b":[-0,0,1e400,-1e400,1152921504606846977]}}')
    a, b = frame["data"]["a"], frame["data"]["b"]
    assert math.copysign(1.0, a) == -1.0 and math.copysign(1.0, b[0]) == -1.0 and b[1] == 0
    assert [n.text for n in b[2:4]] == ["1e400", "-1e400"] and b[4] == 2**60 + 1
    assert encode(frame) == b'{"data":{"a":-0.0,"b":[-0.0,0,1e400,-1e400,1152921504606846977]}}'
