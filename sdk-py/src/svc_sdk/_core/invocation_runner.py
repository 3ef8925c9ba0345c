"""Runs handlers for the invocations the engine sends and turns outcomes into results."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from svc_schema import ErrorBody, InvocationResult, InvokeFunction
from svc_sdk._core.link import Executor, Outcome, Raised
from svc_sdk._core.registry import RegisteredFunction
from svc_sdk._core.tracing import NO_TRACING, Tracing
from svc_sdk.errors import ErrorCode, InvocationError
from svc_sdk.logger import LoggerLike
from svc_sdk.types import InvocationContext


@dataclass(eq=False)
class _Running:
    context: InvocationContext
    cancel: Callable[[], None] = field(default=lambda: None)


class InvocationRunner:
    """Runs handlers through an `Executor` and turns each outcome into an `invocationresult`.
    Each running invocation has a context whose `cancelled` event the engine (with
    `cancelinvocation`) and shutdown set; async handlers are cancelled outright."""

    def __init__(self, executor: Executor, logger: LoggerLike, resolve: Callable[[Any], Any] | None = None) -> None:
        self._executor = executor
        self._logger = logger
        # Turns references in a payload into objects before the handler sees it (channels).
        self._resolve = resolve
        self._running: dict[str, _Running] = {}
        # Invocations without an id cannot be cancelled by the engine, but shutdown still stops them.
        self._anonymous: set[_Running] = set()
        self.tracing: Tracing = NO_TRACING
        """Spans around handlers; the worker sets it when telemetry is on."""

    def __len__(self) -> int:
        return len(self._running) + len(self._anonymous)

    def run(self, frame: InvokeFunction, fn: RegisteredFunction, reply: Callable[[InvocationResult], None]) -> None:
        """Starts `fn` for `frame`. `reply` receives the result frame once the handler ends; it is
        not called when the frame had no `invocation_id` (nobody waits) or the invocation was
        cancelled (the engine has already answered the caller and drops late results)."""
        raw_id = frame.get("invocation_id")
        invocation_id = raw_id if isinstance(raw_id, str) else None
        function_id = frame["function_id"]
        data = frame.get("data")
        caller = data.get("_caller_worker_id") if isinstance(data, dict) else None
        context = InvocationContext(
            invocation_id=invocation_id,
            function_id=function_id,
            metadata=frame.get("metadata"),
            caller_worker_id=caller if isinstance(caller, str) else None,
            traceparent=frame.get("traceparent"),
            baggage=frame.get("baggage"),
            logger=self._logger,
        )
        running = _Running(context)
        if invocation_id is None:
            self._anonymous.add(running)
        else:
            self._running[invocation_id] = running

        span_context, end_span = self.tracing.invocation(frame)

        def done(outcome: Outcome) -> None:
            end_span(outcome)
            if invocation_id is None:
                self._anonymous.discard(running)
                if isinstance(outcome, Raised):
                    # Nobody receives a result for this call, so the log is the only trace of the failure.
                    self._logger.warn(f"handler of {function_id} failed", {"error": _message_of(outcome.error)})
                return
            if self._running.get(invocation_id) is running:
                del self._running[invocation_id]
            if context.cancelled.is_set():
                self._logger.debug("result of a cancelled invocation dropped", {"invocation_id": invocation_id})
                return
            reply(result_frame(invocation_id, function_id, outcome))

        if self._resolve is not None:
            data = self._resolve(data)
        kwargs: dict[str, Any] = {}
        if fn.wants_metadata:
            kwargs["metadata"] = context.metadata
        if fn.wants_context:
            kwargs["context"] = context
        if span_context is None:
            running.cancel = self._executor.start(fn.handler, (data,), kwargs, done)
        else:
            # Started inside the span's context, the handler's task (and its thread) inherit it.
            running.cancel = span_context.run(self._executor.start, fn.handler, (data,), kwargs, done)

    def cancel(self, invocation_id: str, reason: ErrorBody | None) -> bool:
        """Cancels the handler of `invocation_id` with `reason`; False when it is not running."""
        running = self._running.pop(invocation_id, None)
        if running is None:
            return False
        code = reason["code"] if reason is not None else ErrorCode.INVOCATION_STOPPED
        message = reason["message"] if reason is not None else "Invocation cancelled by the engine"
        _cancel(running, InvocationError(code, message, invocation_id=invocation_id))
        return True

    def cancel_all(self, error: InvocationError) -> None:
        """Cancels every running handler with `error` (shutdown)."""
        everything = [*self._running.values(), *self._anonymous]
        self._running.clear()
        self._anonymous.clear()
        for running in everything:
            _cancel(running, error)


def _cancel(running: _Running, error: InvocationError) -> None:
    running.context.cancel_reason = error
    running.context.cancelled.set()
    running.cancel()


def result_frame(invocation_id: str, function_id: str, outcome: Outcome) -> InvocationResult:
    """The `invocationresult` for a handler outcome; `result` is left out when the handler returned None."""
    frame: InvocationResult = {"type": "invocationresult", "invocation_id": invocation_id, "function_id": function_id}
    if isinstance(outcome, Raised):
        frame["error"] = handler_error_body(outcome.error)
    elif outcome.value is not None:
        frame["result"] = outcome.value
    return frame


def handler_error_body(error: BaseException) -> ErrorBody:
    """The wire error for a handler that raised: always `invocation_failed`, with the traceback."""
    return {
        "code": ErrorCode.INVOCATION_FAILED,
        "message": _message_of(error),
        "stacktrace": "".join(traceback.format_exception(error)).rstrip("\n"),
    }


def _message_of(error: BaseException) -> str:
    if isinstance(error, InvocationError):
        return error.message
    text = str(error)
    return text if text else type(error).__name__
