"""The protocol core without I/O: literal frames in, frames and outcomes out."""

from __future__ import annotations

from typing import Any

from harness import error_of, make_harness, value_of

from svc_sdk import InvocationContext, TriggerInstance


class Provider:
    """A trigger-type provider that records what it is told and refuses `{"refuse": true}`."""

    def __init__(self) -> None:
        self.registered: list[TriggerInstance] = []
        self.unregistered: list[TriggerInstance] = []

    def register_trigger(self, trigger: TriggerInstance) -> None:
        if trigger["config"] == {"refuse": True}:
            raise ValueError("not this one")
        self.registered.append(trigger)

    def unregister_trigger(self, trigger: TriggerInstance) -> None:
        self.unregistered.append(trigger)


def test_start_up_sequence_order_and_reattach_on_reconnect() -> None:
    h = make_harness()
    h.core.register_function("math::add", lambda payload: None, {"description": "adds"})
    h.core.register_trigger({"type": "cron", "function_id": "math::add", "config": {"expression": "* * * * *"}})
    h.core.register_trigger_type({"id": "tick"}, Provider())
    queued = h.call({"function_id": "other::fn", "payload": {"x": 1}})

    link = h.connect()
    assert link.frames == [
        {"type": "registertriggertype", "id": "tick", "description": ""},
        {"type": "registerfunction", "id": "math::add", "description": "adds"},
        {
            "type": "registertrigger",
            "id": "id-1",
            "trigger_type": "cron",
            "function_id": "math::add",
            "config": {"expression": "* * * * *"},
        },
        {"type": "invokefunction", "function_id": "other::fn", "data": {"x": 1}, "invocation_id": "id-2"},
        {
            "type": "invokefunction",
            "function_id": "engine::workers::register",
            "data": {"runtime": "python", "name": "core-test"},
            "action": {"type": "void"},
        },
    ]
    assert queued == []

    h.core.receive_text('{"type":"workerregistered","worker_id":"w-1","reattach_token":"secret"}')
    h.core.connection_closed()
    second = h.connect()
    assert second.frames[0] == {"type": "reattach", "previous_worker_id": "w-1", "reattach_token": "secret"}
    # The same trigger id is sent again; the queued call went out on the first connection only.
    assert second.types() == [
        "reattach",
        "registertriggertype",
        "registerfunction",
        "registertrigger",
        "invokefunction",
    ]
    assert second.frames[3]["id"] == "id-1"
    assert error_of(queued).code == "invocation_stopped"


def test_registrations_while_connected_are_sent_at_once_and_unregistered_ones_not_replayed() -> None:
    h = make_harness()
    link = h.connect()
    handle = h.core.register_function("a::b", lambda payload: None)
    trigger = h.core.register_trigger({"type": "http", "function_id": "a::b"})
    assert link.frames[-2:] == [
        {"type": "registerfunction", "id": "a::b"},
        {"type": "registertrigger", "id": "id-1", "trigger_type": "http", "function_id": "a::b", "config": {}},
    ]
    h.core.connection_closed()
    handle.unregister()
    trigger.unregister()
    assert h.connect().types() == ["invokefunction"]


def test_invocation_runs_the_handler_and_answers() -> None:
    h = make_harness()
    link = h.connect()
    seen: list[Any] = []

    def add(payload: dict[str, int], metadata: Any, context: InvocationContext) -> dict[str, int]:
        seen.append((metadata, context.caller_worker_id, context.traceparent))
        return {"sum": payload["a"] + payload["b"]}

    h.core.register_function("math::add", add)
    h.core.receive(
        {
            "type": "invokefunction",
            "invocation_id": "inv-1",
            "function_id": "math::add",
            "data": {"a": 2, "b": 3, "_caller_worker_id": "w-9"},
            "metadata": {"tenant": "t1"},
            "traceparent": "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
        }
    )
    assert link.frames[-1] == {
        "type": "invocationresult",
        "invocation_id": "inv-1",
        "function_id": "math::add",
        "result": {"sum": 5},
    }
    assert seen == [({"tenant": "t1"}, "w-9", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")]


def test_invocation_outcomes_on_the_wire() -> None:
    h = make_harness()
    link = h.connect()
    h.core.register_function("a::none", lambda payload: None)
    h.core.register_function("a::boom", lambda payload: 1 / 0)
    h.core.receive({"type": "invokefunction", "invocation_id": "i1", "function_id": "a::none"})
    h.core.receive({"type": "invokefunction", "invocation_id": "i2", "function_id": "a::boom", "data": {}})
    h.core.receive({"type": "invokefunction", "invocation_id": "i3", "function_id": "a::missing", "data": {}})
    h.core.receive({"type": "invokefunction", "function_id": "a::none", "data": {}})
    h.core.receive({"type": "invokefunction", "function_id": "a::missing", "data": {}})
    none, boom, missing = link.frames[-3:]
    assert none == {"type": "invocationresult", "invocation_id": "i1", "function_id": "a::none"}
    assert boom["error"]["code"] == "invocation_failed"
    assert boom["error"]["message"] == "division by zero"
    assert "ZeroDivisionError: division by zero" in boom["error"]["stacktrace"]
    assert missing["error"] == {"code": "function_not_found", "message": "Function a::missing not found"}
    assert link.types().count("invocationresult") == 3  # the two void invocations got no answer


def test_cancel_invocation_sets_the_context_and_drops_the_late_result() -> None:
    h = make_harness(immediate=False)
    link = h.connect()
    contexts: list[InvocationContext] = []

    def slow(payload: Any, context: InvocationContext) -> str:
        contexts.append(context)
        return "late"

    h.core.register_function("a::slow", slow)
    h.core.receive({"type": "invokefunction", "invocation_id": "i1", "function_id": "a::slow", "data": None})
    assert h.core.running_invocations == 1
    h.core.receive(
        {"type": "cancelinvocation", "invocation_id": "i1", "reason": {"code": "timeout", "message": "too slow"}}
    )
    job = h.executor.jobs[-1]
    assert job.cancelled
    job.finish()
    assert contexts[0].cancelled.is_set()
    assert contexts[0].cancel_reason is not None and contexts[0].cancel_reason.code == "timeout"
    assert "invocationresult" not in link.types()
    assert h.core.running_invocations == 0


def test_results_settle_calls_and_strays_are_ignored() -> None:
    h = make_harness()
    link = h.connect()
    ok = h.call({"function_id": "a::b", "payload": 1})
    failed = h.call({"function_id": "a::c"})
    malformed = h.call({"function_id": "a::d"})
    assert [frame.get("invocation_id") for frame in link.frames[-3:]] == ["id-1", "id-2", "id-3"]
    h.core.receive({"type": "invocationresult", "invocation_id": "id-1", "function_id": "a::b", "result": [1]})
    h.core.receive(
        {
            "type": "invocationresult",
            "invocation_id": "id-2",
            "function_id": "a::c",
            "error": {"code": "invocation_failed", "message": "boom", "stacktrace": "at x"},
        }
    )
    h.core.receive({"type": "invocationresult", "invocation_id": "id-3", "function_id": 5})
    h.core.receive({"type": "invocationresult", "invocation_id": "unknown", "function_id": "a::b"})
    assert value_of(ok) == [1]
    error = error_of(failed)
    assert (error.code, error.message, error.stacktrace, error.function_id) == (
        "invocation_failed",
        "boom",
        "at x",
        "a::c",
    )
    assert error_of(malformed).code == "deserialization_error"
    assert h.core.pending_calls == 0


def test_backstop_timeout_and_queued_calls_that_expire() -> None:
    h = make_harness(timeout_grace_ms=1000)
    h.connect()
    sent = h.call({"function_id": "a::b", "timeout_ms": 500})
    h.scheduler.advance(1499)
    assert sent == []
    h.scheduler.advance(1)
    assert error_of(sent).code == "timeout"

    h.core.connection_closed()
    queued = h.call({"function_id": "a::b", "timeout_ms": 5000})
    h.scheduler.advance(5000)
    link = h.connect()
    assert error_of(queued).code == "timeout"
    assert "before it could be sent" in error_of(queued).message
    assert link.types() == ["invokefunction"]  # only engine::workers::register


def test_void_calls_and_bad_requests() -> None:
    h = make_harness()
    link = h.connect()
    assert value_of(h.call({"function_id": "a::b", "action": {"type": "void"}})) is None
    assert link.frames[-1] == {
        "type": "invokefunction",
        "function_id": "a::b",
        "data": None,
        "action": {"type": "void"},
    }
    assert error_of(h.call({"function_id": ""})).code == "invalid_argument"
    assert error_of(h.call({"function_id": "a::b", "timeout_ms": 1.5})).code == "invalid_argument"
    assert error_of(h.call({"function_id": "a::b", "action": {"type": "later"}})).code == "invalid_argument"
    assert error_of(h.call({"function_id": "a::b", "payload": {1, 2}})).code == "serialization_error"
    assert h.core.pending_calls == 0


def test_keepalive_pings_on_silence_and_drops_a_dead_connection() -> None:
    h = make_harness(ping_interval_ms=20_000, idle_timeout_ms=60_000)
    link = h.connect()
    h.scheduler.advance(20_000)
    assert link.frames[-1] == {"type": "ping"}
    h.core.receive({"type": "pong"})
    h.scheduler.advance(30_000)
    assert link.terminated is None
    h.scheduler.advance(60_000)
    assert link.terminated == "nothing received for 60000 ms"


def test_engine_ping_gets_a_pong_and_odd_frames_are_dropped() -> None:
    h = make_harness()
    link = h.connect()
    h.core.receive({"type": "ping"})
    assert link.frames[-1] == {"type": "pong"}
    h.core.receive_text("not json")
    h.core.receive([1, 2])
    h.core.receive({"type": "somethingnew", "x": 1})
    h.core.receive({"type": "workerregistered"})
    assert h.core.worker_id is None
    assert "dropped a frame that is not JSON" in h.messages()
    assert "dropped a frame without a type" in h.messages()
    assert "dropped a malformed workerregistered frame" in h.messages()


def test_a_frame_nested_too_deep_to_decode_is_dropped_and_the_connection_kept() -> None:
    h = make_harness()
    link = h.connect()
    h.core.receive_text("[" * 100_000 + "]" * 100_000)
    deep = "[" * 5000 + "]" * 5000
    h.core.receive_text('{"type":"invokefunction","invocation_id":"i1","function_id":"f","data":' + deep + "}")
    assert link.terminated is None
    h.core.receive_text('{"type":"ping"}')
    assert link.frames[-1] == {"type": "pong"}
    assert h.messages().count("dropped a frame nested too deeply to decode") == 2


def test_trigger_type_provider_answers_each_forwarded_binding() -> None:
    h = make_harness()
    link = h.connect()
    provider = Provider()
    h.core.register_trigger_type({"id": "tick", "description": "ticks"}, provider)
    binding = {"type": "registertrigger", "id": "t1", "trigger_type": "tick", "function_id": "f", "config": {"a": 1}}
    h.core.receive(binding)
    h.core.receive({**binding, "id": "t2", "config": {"refuse": True}})
    h.core.receive({**binding, "id": "t3", "trigger_type": "other"})
    ok, refused, unknown = link.frames[-3:]
    assert ok == {"type": "triggerregistrationresult", "id": "t1", "trigger_type": "tick", "function_id": "f"}
    assert refused["error"] == {"code": "trigger_registration_failed", "message": "not this one"}
    assert unknown["error"] == {"code": "trigger_type_not_found", "message": "Trigger type not found"}
    h.core.receive({"type": "unregistertrigger", "id": "t1", "trigger_type": "tick"})
    assert provider.unregistered == [{"id": "t1", "trigger_type": "tick", "function_id": "f", "config": {"a": 1}}]


def test_shutdown_fails_calls_cancels_handlers_and_refuses_more() -> None:
    h = make_harness(immediate=False)
    h.connect()
    contexts: list[InvocationContext] = []
    h.core.register_function("a::slow", lambda payload, context: contexts.append(context))
    h.core.receive({"type": "invokefunction", "invocation_id": "i1", "function_id": "a::slow"})
    h.executor.jobs[-1].finish()
    h.core.receive({"type": "invokefunction", "invocation_id": "i2", "function_id": "a::slow"})
    pending = h.call({"function_id": "x::y"})
    h.core.shutdown()
    assert error_of(pending).code == "shutting_down"
    assert h.executor.jobs[-1].cancelled
    assert error_of(h.call({"function_id": "x::y"})).code == "shutting_down"
