"""A Python worker against a real engine: handlers, calls, errors, cancel and shutdown."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any

import pytest
from support import Engine, LogLines, wait_for_functions

from svc_sdk import (
    InvocationContext,
    InvocationError,
    Logger,
    RegistrationError,
    SvcError,
    TriggerInstance,
    Worker,
    register_worker,
)

WAIT = 10.0
"""Upper bound of every wait on something the engine or a handler does."""


def test_sync_handlers_run_off_the_event_loop(worker: Worker, unique: Callable[[str], str]) -> None:
    slow_id, fast_id = unique("py::slow"), unique("py::fast")
    release, started = threading.Event(), threading.Event()
    threads: list[str] = []

    def slow(payload: Any) -> str:
        threads.append(threading.current_thread().name)
        started.set()
        release.wait(WAIT)
        return "slow done"

    async def fast(payload: Any) -> str:
        return "fast done"

    worker.register_function(slow_id, slow)
    worker.register_function(fast_id, fast)
    results: list[Any] = []
    caller = threading.Thread(target=lambda: results.append(worker.trigger({"function_id": slow_id})))
    caller.start()
    assert started.wait(WAIT)
    # The slow handler is blocked in its thread; the loop still serves another invocation.
    assert worker.trigger({"function_id": fast_id, "timeout_ms": 5000}) == "fast done"
    release.set()
    caller.join(WAIT)
    assert results == ["slow done"]
    assert threads[0].startswith("svc-handler")


def test_handler_gets_payload_metadata_and_context(worker: Worker, unique: Callable[[str], str]) -> None:
    function_id = unique("py::context")
    seen: list[InvocationContext] = []

    def handler(payload: dict[str, Any], metadata: Any, context: InvocationContext) -> dict[str, Any]:
        seen.append(context)
        return {"payload": payload, "metadata": metadata}

    worker.register_function(function_id, handler)
    answer = worker.trigger({"function_id": function_id, "payload": {"k": "v"}, "metadata": {"m": [1, 2]}})
    assert answer["payload"]["k"] == "v"
    assert answer["metadata"] == {"m": [1, 2]}
    context = seen[0]
    assert context.function_id == function_id
    assert context.invocation_id is not None
    assert context.caller_worker_id == worker.worker_id
    assert context.metadata == {"m": [1, 2]}
    assert not context.cancelled.is_set()


def test_handler_returning_none_gives_none_and_payloadless_call_gets_none(
    worker: Worker, unique: Callable[[str], str]
) -> None:
    function_id = unique("py::nothing")
    payloads: list[Any] = []
    worker.register_function(function_id, lambda payload: payloads.append(payload))
    assert worker.trigger({"function_id": function_id}) is None
    assert payloads == [None]


def test_raising_handler_gives_invocation_failed_with_traceback(worker: Worker, unique: Callable[[str], str]) -> None:
    sync_id, async_id = unique("py::raise"), unique("py::araise")

    def fail(payload: Any) -> None:
        raise KeyError("missing")

    async def afail(payload: Any) -> None:
        raise RuntimeError("async trouble")

    worker.register_function(sync_id, fail)
    worker.register_function(async_id, afail)
    with pytest.raises(InvocationError) as raised:
        worker.trigger({"function_id": sync_id})
    assert raised.value.code == "invocation_failed"
    assert raised.value.message == "'missing'"
    assert raised.value.stacktrace is not None and "KeyError: 'missing'" in raised.value.stacktrace
    with pytest.raises(InvocationError) as raised:
        worker.trigger({"function_id": async_id})
    assert raised.value.code == "invocation_failed"
    assert raised.value.stacktrace is not None and "in afail" in raised.value.stacktrace


def test_result_json_cannot_hold_fails_the_call(worker: Worker, unique: Callable[[str], str]) -> None:
    function_id = unique("py::set")
    worker.register_function(function_id, lambda payload: {"a set": {1, 2}})
    with pytest.raises(InvocationError) as raised:
        worker.trigger({"function_id": function_id})
    assert raised.value.code == "invocation_failed"
    assert "could not be encoded as JSON" in raised.value.message


def test_void_call_to_a_python_handler(worker: Worker, unique: Callable[[str], str]) -> None:
    function_id = unique("py::void")
    arrived = threading.Event()
    worker.register_function(function_id, lambda payload: arrived.set())
    assert worker.trigger({"function_id": function_id, "payload": {}, "action": {"type": "void"}}) is None
    assert arrived.wait(WAIT)
    # A void call to a function nobody has gets no answer at all, not even an error.
    assert worker.trigger({"function_id": "nope::void", "action": {"type": "void"}}) is None


def test_engine_timeout_cancels_an_async_handler(
    worker: Worker, unique: Callable[[str], str], log_lines: LogLines
) -> None:
    function_id = unique("py::hang")
    cancelled = threading.Event()

    async def hang(payload: Any) -> None:
        try:
            await asyncio.sleep(WAIT)
        except asyncio.CancelledError:
            cancelled.set()
            raise

    worker.register_function(function_id, hang)
    with pytest.raises(InvocationError) as raised:
        worker.trigger({"function_id": function_id, "timeout_ms": 200})
    assert raised.value.code == "timeout"
    assert cancelled.wait(WAIT)


def test_engine_timeout_sets_a_sync_handlers_cancelled_event(worker: Worker, unique: Callable[[str], str]) -> None:
    function_id = unique("py::poll")
    reasons: list[str] = []
    finished = threading.Event()

    def poll(payload: Any, context: InvocationContext) -> str:
        if context.cancelled.wait(WAIT) and context.cancel_reason is not None:
            reasons.append(context.cancel_reason.code)
        finished.set()
        return "too late"

    worker.register_function(function_id, poll)
    with pytest.raises(InvocationError) as raised:
        worker.trigger({"function_id": function_id, "timeout_ms": 200})
    assert raised.value.code == "timeout"
    assert finished.wait(WAIT)
    assert reasons == ["timeout"]


def test_function_timeout_option_is_the_engines_deadline(worker: Worker, unique: Callable[[str], str]) -> None:
    function_id = unique("py::deadline")
    release = threading.Event()
    worker.register_function(function_id, lambda payload: release.wait(WAIT), {"timeout_ms": 200})
    try:
        with pytest.raises(InvocationError) as raised:
            worker.trigger({"function_id": function_id})
        assert raised.value.code == "timeout"
    finally:
        release.set()


def test_bad_registrations_raise_at_the_call_site(worker: Worker, unique: Callable[[str], str]) -> None:
    function_id = unique("py::once")
    worker.register_function(function_id, lambda payload: None)
    cases: list[tuple[Callable[[], object], str]] = [
        (lambda: worker.register_function("", lambda payload: None), "invalid_id"),
        (lambda: worker.register_function(function_id, lambda payload: None), "already_registered"),
        (lambda: worker.register_function(unique("py::x"), "not callable"), "invalid_argument"),  # type: ignore[arg-type]
        (lambda: worker.register_function(unique("py::y"), lambda p: None, {"timeout_ms": 0}), "invalid_argument"),
        (lambda: worker.register_function(unique("py::z"), lambda p: None, {"description": 5}), "invalid_argument"),  # type: ignore[arg-type]
        (lambda: worker.register_trigger({"type": "", "function_id": function_id}), "invalid_argument"),
        (lambda: worker.register_trigger({"type": "tick", "function_id": ""}), "invalid_id"),
        (lambda: worker.register_trigger_type({"id": ""}, _Provider()), "invalid_id"),
        (lambda: worker.register_trigger_type({"id": unique("t")}, object()), "invalid_argument"),  # type: ignore[arg-type]
    ]
    for register, code in cases:
        with pytest.raises(RegistrationError) as raised:
            register()
        assert raised.value.code == code


def test_bad_calls_and_urls_raise(worker: Worker) -> None:
    with pytest.raises(InvocationError) as raised:
        worker.trigger({"function_id": ""})
    assert raised.value.code == "invalid_argument"
    with pytest.raises(InvocationError) as raised:
        worker.trigger({"function_id": "a::b", "timeout_ms": -1})
    assert raised.value.code == "invalid_argument"
    with pytest.raises(InvocationError) as raised:
        worker.trigger({"function_id": "a::b", "payload": {"nan": float("nan")}})
    assert raised.value.code == "serialization_error"
    with pytest.raises(SvcError) as url_error:
        register_worker("http://localhost:1", {"logger": Logger(write=lambda _: None)})
    assert url_error.value.code == "invalid_url"


def test_unregistered_function_is_gone_from_the_engine(worker: Worker, unique: Callable[[str], str]) -> None:
    function_id = unique("py::temporary")
    handle = worker.register_function(function_id, lambda payload: "here")
    assert worker.trigger({"function_id": function_id}) == "here"
    handle.unregister()
    handle.unregister()
    with pytest.raises(InvocationError) as raised:
        worker.trigger({"function_id": function_id})
    assert raised.value.code == "function_not_found"
    # The id is free again in this worker.
    worker.register_function(function_id, lambda payload: "again")
    assert worker.trigger({"function_id": function_id}) == "again"


class _Provider:
    """A trigger type provider that fires each binding once, with the binding's config."""

    def __init__(self, worker: Worker | None = None) -> None:
        self.worker = worker
        self.unbound: list[str] = []

    async def register_trigger(self, trigger: TriggerInstance) -> None:
        if trigger["config"] == {"refuse": True}:
            raise ValueError("refused by the provider")
        assert self.worker is not None
        await self.worker.trigger_async(
            {
                "function_id": trigger["function_id"],
                "payload": {"config": trigger["config"]},
                "action": {"type": "void"},
            }
        )

    def unregister_trigger(self, trigger: TriggerInstance) -> None:
        self.unbound.append(trigger["id"])


def test_trigger_type_provider_and_trigger(worker: Worker, unique: Callable[[str], str], log_lines: LogLines) -> None:
    type_id, function_id = unique("tick"), unique("py::on_tick")
    fired: list[Any] = []
    got = threading.Event()

    def on_tick(payload: dict[str, Any]) -> None:
        fired.append(payload["config"])
        got.set()

    provider = _Provider(worker)
    worker.register_trigger_type({"id": type_id, "description": "fires once"}, provider)
    worker.register_function(function_id, on_tick)
    trigger = worker.register_trigger({"type": type_id, "function_id": function_id, "config": {"every": "once"}})
    assert got.wait(WAIT)
    assert fired == [{"every": "once"}]
    trigger.unregister()
    wait_until = threading.Event()
    for _ in range(200):
        if provider.unbound:
            break
        wait_until.wait(0.05)
    assert provider.unbound == [trigger.id]
    # A binding the provider refuses is reported back to the worker that made it.
    worker.register_trigger({"type": type_id, "function_id": function_id, "config": {"refuse": True}})
    for _ in range(200):
        if any("refused by the provider" in line for line in log_lines):
            break
        wait_until.wait(0.05)
    assert any("trigger registration failed" in message for message in log_lines.messages())


def test_warns_when_the_engine_parks_a_binding(
    worker: Worker, unique: Callable[[str], str], log_lines: LogLines
) -> None:
    type_id = unique("nobody-provides")
    worker.register_trigger({"type": type_id, "function_id": unique("py::never"), "config": {}})
    expected = f'is parked: no module or worker provides trigger type "{type_id}"'
    for _ in range(200):
        if any(expected in message for message in log_lines.messages()):
            break
        threading.Event().wait(0.05)
    assert any(expected in message for message in log_lines.messages())


def test_shutdown_fails_pending_calls_and_stops_the_worker(engine: Engine, unique: Callable[[str], str]) -> None:
    quiet = Logger(write=lambda _: None)
    server = register_worker(engine.url, {"worker_name": "py-hold", "logger": quiet})
    function_id = unique("py::hold")
    release = threading.Event()
    server.register_function(function_id, lambda payload: release.wait(WAIT))
    client = register_worker(engine.url, {"worker_name": "py-client", "logger": quiet})
    errors: list[InvocationError] = []

    def call() -> None:
        try:
            client.trigger({"function_id": function_id})
        except InvocationError as error:
            errors.append(error)

    wait_for_functions(client, function_id)
    caller = threading.Thread(target=call)
    caller.start()
    client.shutdown()
    caller.join(WAIT)
    release.set()
    server.shutdown()
    assert [error.code for error in errors] == ["shutting_down"]
    assert client.connection_state == "closed"
    with pytest.raises(InvocationError) as raised:
        client.trigger({"function_id": function_id})
    assert raised.value.code == "shutting_down"
    with pytest.raises(SvcError) as refused:
        client.register_function(unique("py::late"), lambda payload: None)
    assert refused.value.code == "shutting_down"
    client.shutdown()


async def test_asyncio_code_uses_the_awaitable_variants(engine: Engine, unique: Callable[[str], str]) -> None:
    function_id = unique("py::square")
    async with register_worker(engine.url, {"worker_name": "py-async", "logger": Logger(write=lambda _: None)}) as w:

        async def square(payload: dict[str, Any]) -> int:
            # An async handler runs on the worker's loop and awaits other calls there.
            echoed = await w.trigger_async({"function_id": "engine::functions::list", "payload": {}})
            assert "functions" in echoed
            return int(payload["n"]) ** 2

        w.register_function(function_id, square)
        results = await asyncio.gather(
            *(w.trigger_async({"function_id": function_id, "payload": {"n": n}}) for n in range(5))
        )
        assert results == [0, 1, 4, 9, 16]
        with pytest.raises(InvocationError) as raised:
            await w.trigger_async({"function_id": "nope::async"})
        assert raised.value.code == "function_not_found"
    assert w.connection_state == "closed"


def test_blocking_trigger_inside_an_async_handler_is_refused(worker: Worker, unique: Callable[[str], str]) -> None:
    function_id = unique("py::blocks")

    async def blocks(payload: Any) -> Any:
        return worker.trigger({"function_id": "engine::functions::list"})

    worker.register_function(function_id, blocks)
    with pytest.raises(InvocationError) as raised:
        worker.trigger({"function_id": function_id})
    assert raised.value.code == "invocation_failed"
    assert "trigger_async" in raised.value.message
