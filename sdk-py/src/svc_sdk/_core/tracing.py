"""The protocol core's view of tracing, without any OpenTelemetry import."""

from __future__ import annotations

import contextvars
from collections.abc import Callable
from typing import Protocol

from svc_schema import InvokeFunction
from svc_sdk._core.link import Outcome

EndSpan = Callable[[Outcome], None]
"""Ends a span with the outcome of what it measured."""


class Tracing(Protocol):
    """Spans around handlers and calls. The worker plugs in the OpenTelemetry implementation when
    telemetry is on; `NO_TRACING` otherwise."""

    def invocation(self, frame: InvokeFunction) -> tuple[contextvars.Context | None, EndSpan]:
        """Starts the span of the invocation `frame` (a child of its `traceparent`). Returns the
        context the handler runs in (the span active in it, so its calls are children) and the
        function that ends the span."""

    def call(self, frame: InvokeFunction, parent: object | None) -> EndSpan:
        """Starts the span of an outgoing call (a child of `parent`, the trace context captured
        where `trigger()` was called), writes its context on `frame` as `traceparent` and
        `baggage`, and returns the function that ends it."""


class _NoTracing:
    def invocation(self, frame: InvokeFunction) -> tuple[contextvars.Context | None, EndSpan]:
        return None, _ignore

    def call(self, frame: InvokeFunction, parent: object | None) -> EndSpan:
        return _ignore


def _ignore(outcome: Outcome) -> None:
    """Ends nothing."""


NO_TRACING: Tracing = _NoTracing()
"""Tracing that records nothing and leaves frames as they are."""
