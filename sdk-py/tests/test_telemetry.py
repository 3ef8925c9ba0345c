"""Telemetry: spans and log records a worker exports over `/otel`, read by a loopback receiver,
with calls travelling through a real engine."""

from __future__ import annotations

import contextlib
import itertools
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from otel_receiver import OtelReceiver, attribute
from support import Engine, TsWorker, eventually, wait_for_functions

from svc_sdk import InvocationContext, InvocationError, Logger, OtelOptions, Worker, register_worker

SERVER, CLIENT, PRODUCER = 2, 3, 4


@pytest.fixture
def receiver() -> Iterator[OtelReceiver]:
    """A loopback `/otel` server for this test."""
    server = OtelReceiver()
    yield server
    server.stop()


@pytest.fixture
def traced(engine: Engine, receiver: OtelReceiver, request: pytest.FixtureRequest) -> Iterator[Worker]:
    """A Python worker on the session's engine whose telemetry goes to `receiver`."""
    worker = register_worker(
        engine.url,
        {
            "worker_name": f"traced-{request.node.name}",
            "logger": Logger(write=lambda _: None),
            "otel": {"url": receiver.url, "flush_interval_ms": 50},
        },
    )
    yield worker
    worker.shutdown()


def spans_named(receiver: OtelReceiver, *names: str) -> dict[str, dict[str, Any]]:
    """Waits until a span of every name arrived; returns them by name."""

    def check() -> dict[str, dict[str, Any]] | None:
        found = {span["name"]: span for span in receiver.spans()}
        return found if all(name in found for name in names) else None

    return eventually(check, timeout=15.0)


def assert_child_of(child: dict[str, Any], parent: dict[str, Any], exported: list[dict[str, Any]]) -> None:
    """`child` continues `parent`'s trace directly under it. An engine that traces invocations
    itself puts its own span in between (exported elsewhere, not on this socket): then the
    parent is a span no worker exported."""
    assert child["traceId"] == parent["traceId"]
    if child.get("parentSpanId") != parent["spanId"]:
        assert child.get("parentSpanId") not in {span["spanId"] for span in exported}
        assert child.get("parentSpanId")


def test_handler_and_call_spans_with_logs_through_the_engine(
    traced: Worker, receiver: OtelReceiver, unique: Callable[[str], str]
) -> None:
    outer, inner, failing = unique("py::outer"), unique("py::inner"), unique("py::failing")

    def outer_handler(payload: Any, context: InvocationContext) -> Any:
        context.logger.info("outer running", {"n": payload["n"], "tags": ["a"]})
        return traced.trigger({"function_id": inner, "payload": payload})

    async def inner_handler(payload: Any) -> Any:
        traced.logger.warn("inner running")
        return {"doubled": payload["n"] * 2, "thread": threading.current_thread().name}

    def failing_handler(payload: Any) -> Any:
        raise ValueError("no stock")

    traced.register_function(outer, outer_handler)
    traced.register_function(inner, inner_handler)
    traced.register_function(failing, failing_handler)
    wait_for_functions(traced, outer, inner, failing)

    assert traced.trigger({"function_id": outer, "payload": {"n": 21}})["doubled"] == 42
    with pytest.raises(InvocationError, match="no stock"):
        traced.trigger({"function_id": failing, "payload": {}})

    found = spans_named(receiver, f"call {outer}", outer, f"call {inner}", inner, f"call {failing}", failing)
    exported = receiver.spans()
    root, outer_span, inner_call, inner_span = (found[n] for n in (f"call {outer}", outer, f"call {inner}", inner))
    assert root.get("parentSpanId", "") == ""
    assert (root["kind"], outer_span["kind"], inner_call["kind"], inner_span["kind"]) == (
        CLIENT,
        SERVER,
        CLIENT,
        SERVER,
    )
    assert_child_of(outer_span, root, exported)
    assert inner_call["parentSpanId"] == outer_span["spanId"]
    assert_child_of(inner_span, inner_call, exported)
    assert len(root["traceId"]) == 32 and len(root["spanId"]) == 16
    assert attribute(outer_span["attributes"], "svc.function.id") == outer
    assert attribute(outer_span["attributes"], "svc.worker.name") == traced.name
    assert attribute(outer_span["attributes"], "svc.worker.id") == traced.worker_id
    assert isinstance(attribute(outer_span["attributes"], "svc.invocation.id"), str)
    assert outer_span["service"] == traced.name

    assert found[failing]["status"] == {"code": 2, "message": "no stock"}
    assert found[f"call {failing}"]["status"]["code"] == 2
    assert_child_of(found[failing], found[f"call {failing}"], exported)

    def logs() -> dict[str, dict[str, Any]] | None:
        by_body = {log["body"]["stringValue"]: log for log in receiver.logs()}
        return by_body if {"outer running", "inner running"} <= by_body.keys() else None

    by_body = eventually(logs, timeout=15.0)
    outer_log, inner_log = by_body["outer running"], by_body["inner running"]
    assert (outer_log["traceId"], outer_log["spanId"]) == (outer_span["traceId"], outer_span["spanId"])
    assert (inner_log["traceId"], inner_log["spanId"]) == (inner_span["traceId"], inner_span["spanId"])
    assert (outer_log["severityText"], outer_log["severityNumber"]) == ("INFO", 9)
    assert (inner_log["severityText"], inner_log["severityNumber"]) == ("WARN", 13)
    assert attribute(outer_log["attributes"], "n") == 21
    assert attribute(outer_log["attributes"], "tags") == '["a"]'
    assert outer_log["service"] == traced.name
    assert receiver.paths == ["/otel"] and receiver.text_frames == 0


def test_chain_typescript_python_typescript_is_one_trace(
    engine: Engine, traced: Worker, receiver: OtelReceiver, unique: Callable[[str], str]
) -> None:
    chain = TsWorker("ts-chain.mjs", engine.url, env={"SVC_OTEL_URL": receiver.url, "OTEL_SERVICE_NAME": "ts-chain"})
    try:
        middle = unique("py::middle")

        def middle_handler(payload: Any, context: InvocationContext) -> Any:
            context.logger.info("middle reached")
            return {"middle": context.traceparent, "leaf": traced.trigger({"function_id": "ts-chain::leaf"})}

        traced.register_function(middle, middle_handler)
        wait_for_functions(traced, middle, "ts-chain::start", "ts-chain::leaf")
        answer = traced.trigger({"function_id": "ts-chain::start", "payload": {"target": middle}})
        assert set(answer) == {"start", "middle"}

        chain_names = ["call ts-chain::start", "ts-chain::start", f"call {middle}", middle]
        chain_names += ["call ts-chain::leaf", "ts-chain::leaf"]
        found = spans_named(receiver, *chain_names)
    finally:
        chain.stop()
    exported = receiver.spans()
    chain_spans = [found[name] for name in chain_names]
    # Each link of the chain is a child of the one before, in one trace, across both languages.
    for caller, callee in itertools.pairwise(chain_spans):
        if callee["name"].startswith("call "):
            assert callee["parentSpanId"] == caller["spanId"]
        else:
            assert_child_of(callee, caller, exported)
    assert {span["traceId"] for span in chain_spans} == {chain_spans[0]["traceId"]}
    python, typescript = traced.name, "ts-chain"
    assert [span["service"] for span in chain_spans] == [python, typescript, typescript, python, python, typescript]
    # Every handler saw, on its invocation frame, the trace context its span continues.
    assert answer["start"].split("-")[1] == chain_spans[0]["traceId"]
    assert answer["start"].split("-")[2] == chain_spans[1]["parentSpanId"]
    assert answer["middle"]["middle"].split("-")[2] == chain_spans[3]["parentSpanId"]
    assert answer["middle"]["leaf"]["leaf"].split("-")[2] == chain_spans[5]["parentSpanId"]

    def leaf_log() -> dict[str, Any] | None:
        return next((log for log in receiver.logs() if log["body"].get("stringValue") == "leaf reached"), None)

    log = eventually(leaf_log, timeout=15.0)
    assert (log["traceId"], log["spanId"], log["service"]) == (
        chain_spans[5]["traceId"],
        chain_spans[5]["spanId"],
        "ts-chain",
    )


def test_otel_enabled_false_opens_no_telemetry_socket(
    engine: Engine, receiver: OtelReceiver, monkeypatch: pytest.MonkeyPatch, unique: Callable[[str], str]
) -> None:
    monkeypatch.setenv("OTEL_ENABLED", "false")
    with register_worker(
        engine.url, {"worker_name": "untraced", "logger": Logger(write=lambda _: None), "otel": {"url": receiver.url}}
    ) as worker:
        echo = unique("py::echo")
        worker.register_function(echo, lambda payload: payload["x"])
        wait_for_functions(worker, echo)
        assert worker.trigger({"function_id": echo, "payload": {"x": 1}}) == 1
        time.sleep(0.5)
    assert receiver.paths == [] and receiver.frames == []


def test_handlers_run_while_the_telemetry_socket_is_down(engine: Engine, unique: Callable[[str], str]) -> None:
    # Nothing listens on port 9 of loopback: every connection attempt is refused.
    options: OtelOptions = {"url": "ws://127.0.0.1:9/otel", "flush_interval_ms": 20}
    with register_worker(
        engine.url, {"worker_name": "offline", "logger": Logger(write=lambda _: None), "otel": options}
    ) as worker:
        echo = unique("py::echo")
        worker.register_function(echo, lambda payload: payload["n"])
        wait_for_functions(worker, echo)
        for n in range(20):
            assert worker.trigger({"function_id": echo, "payload": {"n": n}}) == n
        started = time.monotonic()
    # Shutdown gives the unreachable socket a bounded moment, not a hang.
    assert time.monotonic() - started < 10


def test_an_unsampled_trace_context_is_passed_on_and_nothing_of_it_is_exported(
    traced: Worker, receiver: OtelReceiver, unique: Callable[[str], str]
) -> None:
    seen, marker = unique("py::seen"), unique("py::marker")
    traced.register_function(seen, lambda payload, context: context.traceparent)
    traced.register_function(marker, lambda payload: None)
    wait_for_functions(traced, seen, marker)
    trace_id = "4bf92f3577b34da6a3ce929d0e0e4736"
    received = traced.trigger({"function_id": seen, "traceparent": f"00-{trace_id}-00f067aa0ba902b7-00"})
    version, received_trace, parent_id, flags = received.split("-")
    assert (version, received_trace, flags) == ("00", trace_id, "00") and len(parent_id) == 16
    # A sampled call made after it is exported; the unsampled one before it is not.
    traced.trigger({"function_id": marker})
    spans_named(receiver, marker)
    assert [span for span in receiver.spans() if span["traceId"] == trace_id] == []


def test_sampling_ratio_zero_records_no_new_trace_but_follows_a_sampled_one(
    engine: Engine, receiver: OtelReceiver, unique: Callable[[str], str]
) -> None:
    options: OtelOptions = {"url": receiver.url, "flush_interval_ms": 20, "sampling_ratio": 0}
    with register_worker(
        engine.url, {"worker_name": "sparse", "logger": Logger(write=lambda _: None), "otel": options}
    ) as worker:
        seen = unique("py::seen")
        worker.register_function(seen, lambda payload, context: context.traceparent)
        wait_for_functions(worker, seen)
        # The sampled bit of the flags (the other bits may say the trace id is random).
        assert int(worker.trigger({"function_id": seen}).split("-")[3], 16) & 1 == 0
        sampled = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
        assert int(worker.trigger({"function_id": seen, "traceparent": sampled}).split("-")[3], 16) & 1 == 1
        spans_named(receiver, seen, f"call {seen}")
    assert {span["traceId"] for span in receiver.spans()} == {"4bf92f3577b34da6a3ce929d0e0e4736"}


def test_importing_svc_sdk_loads_no_opentelemetry() -> None:
    code = (
        "import sys, svc_sdk; "
        "print(sorted(m for m in sys.modules if m.startswith(('opentelemetry', 'google.protobuf'))))"
    )
    done = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    assert done.stdout.strip() == "[]"


def test_invocations_are_counted_by_function_and_outcome_and_timed(
    engine: Engine, receiver: OtelReceiver, unique: Callable[[str], str]
) -> None:
    options: OtelOptions = {"url": receiver.url, "metrics_interval_ms": 100}
    with register_worker(
        engine.url, {"worker_name": "counted", "logger": Logger(write=lambda _: None), "otel": options}
    ) as worker:
        counted = unique("py::counted")

        def handler(payload: Any) -> int:
            if payload["fail"]:
                raise ValueError("no")
            return 1

        worker.register_function(counted, handler)
        wait_for_functions(worker, counted)
        for fail in (False, False, True):
            with contextlib.suppress(InvocationError):
                worker.trigger({"function_id": counted, "payload": {"fail": fail}})

        def metrics() -> list[dict[str, Any]]:
            return [
                metric
                for document in receiver.documents(b"MTRC")
                for resource in document["resourceMetrics"]
                for scope in resource.get("scopeMetrics", [])
                for metric in scope.get("metrics", [])
            ]

        def count(outcome: str) -> int | None:
            points = [
                point
                for metric in metrics()
                if metric["name"] == "svc.sdk.invocations"
                for point in metric["sum"]["dataPoints"]
                if attribute(point["attributes"], "svc.function.id") == counted
                and attribute(point["attributes"], "svc.outcome") == outcome
            ]
            return int(points[-1]["asInt"]) if points else None

        eventually(lambda: (count("ok") == 2 and count("error") == 1) or None, timeout=15.0)
        durations = [m for m in metrics() if m["name"] == "svc.sdk.invocation.duration"]
        assert durations and durations[-1]["unit"] == "ms"
