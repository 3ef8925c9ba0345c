"""The worker side of the protocol, without I/O."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping
from typing import Any, cast

from svc_schema import (
    CancelInvocation,
    InboundMessage,
    InvokeFunction,
    RegisterTrigger,
    UnregisterTrigger,
    WorkerMetadata,
)
from svc_sdk._core import exact_json
from svc_sdk._core.frames import (
    frame_problem,
    invoke_function_frame,
    reattach_frame,
    register_function_frame,
    register_trigger_frame,
    register_trigger_type_frame,
    workers_register_frame,
)
from svc_sdk._core.invocation_runner import InvocationRunner
from svc_sdk._core.keepalive import Keepalive
from svc_sdk._core.link import Executor, Link, Outcome, Raised, Returned, Send
from svc_sdk._core.outgoing_calls import TIMEOUT_GRACE_MS, OutgoingCalls, Settle, encode_error
from svc_sdk._core.registry import Registry
from svc_sdk._core.scheduler import Scheduler
from svc_sdk._core.tracing import NO_TRACING, Tracing
from svc_sdk._core.trigger_providers import TriggerProviders
from svc_sdk.errors import ErrorCode, InvocationError, SvcError
from svc_sdk.logger import LoggerLike
from svc_sdk.types import (
    FunctionHandle,
    RegisterFunctionOptions,
    TriggerHandle,
    TriggerInput,
    TriggerRequest,
    TriggerTypeDefinition,
    TriggerTypeHandle,
    TriggerTypeHandler,
)

DEFAULT_INVOCATION_TIMEOUT_MS = 30_000
"""Default deadline of a `trigger()` call that names none, as in the iii SDKs."""

_ENCODE_ERRORS = (TypeError, ValueError, RecursionError)


class WorkerCore:
    """The worker side of the protocol, without I/O: feed it connection events and decoded
    frames, it calls `link.send` with the frames to send. It lives across connections, keeping
    the registrations, the pending calls and the queue, and restores them on every new connection.

    It never raises on a frame: a frame that is not JSON, has no or an unknown `type`, or lacks
    the fields its type promises is logged and dropped (answered with an error when a caller
    waits on it). It is not thread-safe: the host calls it from one thread (its event loop).
    """

    def __init__(
        self,
        *,
        scheduler: Scheduler,
        executor: Executor,
        logger: LoggerLike,
        metadata: WorkerMetadata,
        invocation_timeout_ms: int = DEFAULT_INVOCATION_TIMEOUT_MS,
        timeout_grace_ms: float = TIMEOUT_GRACE_MS,
        new_id: Callable[[], str] | None = None,
        ping_interval_ms: float | None = None,
        idle_timeout_ms: float | None = None,
        resolve_payload: Callable[[Any], Any] | None = None,
    ) -> None:
        self._scheduler = scheduler
        self._logger = logger
        self._metadata = metadata
        self._invocation_timeout_ms = invocation_timeout_ms
        self._new_id = new_id if new_id is not None else (lambda: str(uuid.uuid4()))
        self._registry = Registry()
        self._outgoing = OutgoingCalls(scheduler, timeout_grace_ms)
        self._runner = InvocationRunner(executor, logger, resolve_payload)
        self._providers = TriggerProviders(self._registry, executor, logger)
        self._keepalive = Keepalive(
            scheduler,
            ping=lambda: self._send_now({"type": "ping"}),
            dead=self._dead,
            ping_interval_ms=ping_interval_ms,
            idle_timeout_ms=idle_timeout_ms,
        )
        self._link: Link | None = None
        # `link.send` plus the keepalive's bookkeeping; None while disconnected.
        self._send: Send | None = None
        # Counts connections, so a result finishing after a reconnect is not sent on a connection
        # that never saw the invocation.
        self._epoch = 0
        self._stopped = False
        self._worker_id: str | None = None
        self._reattach_token: str | None = None
        self._tracing: Tracing = NO_TRACING

    @property
    def worker_id(self) -> str | None:
        """The engine's id for the current (or last) connection, from `workerregistered`."""
        return self._worker_id

    @property
    def connected(self) -> bool:
        """True while a connection is open."""
        return self._link is not None

    @property
    def pending_calls(self) -> int:
        """Number of `trigger()` calls waiting for a result."""
        return len(self._outgoing)

    @property
    def running_invocations(self) -> int:
        """Number of handlers still running."""
        return len(self._runner)

    def set_tracing(self, tracing: Tracing) -> None:
        """Spans around handlers and calls (none until set)."""
        self._tracing = tracing
        self._runner.tracing = tracing

    # ---------------------------------------------------------------- registrations

    def register_function(
        self, function_id: str, handler: Callable[..., Any], options: RegisterFunctionOptions | None = None
    ) -> FunctionHandle:
        """Registers a function (see `Worker.register_function`)."""
        self._assert_running()
        if options is not None and not isinstance(options, dict):
            raise _invalid_options("register_function")
        frame = register_function_frame(function_id, options or {})
        entry = self._registry.add_function(frame, handler)
        self._send_now(frame)

        def unregister() -> None:
            # Not queued: a closed connection's functions are gone from the engine already, and
            # the next connection does not replay this one.
            if self._registry.remove_function(entry):
                self._send_now({"type": "unregisterfunction", "id": function_id})

        return FunctionHandle(function_id, unregister)

    def register_trigger(self, trigger: TriggerInput) -> TriggerHandle:
        """Registers a trigger (see `Worker.register_trigger`)."""
        self._assert_running()
        if not isinstance(trigger, dict):
            raise _invalid_options("register_trigger")
        frame = register_trigger_frame(self._new_id(), cast(TriggerInput, _with_defaults(trigger)))
        self._registry.add_trigger(frame)
        self._send_now(frame)
        trigger_id, trigger_type = frame["id"], frame["trigger_type"]

        def unregister() -> None:
            if self._registry.remove_trigger(trigger_id) is not None:
                self._send_now({"type": "unregistertrigger", "id": trigger_id, "trigger_type": trigger_type})

        return TriggerHandle(trigger_id, trigger_type, unregister)

    def register_trigger_type(
        self, definition: TriggerTypeDefinition, handler: TriggerTypeHandler
    ) -> TriggerTypeHandle:
        """Provides a trigger type (see `Worker.register_trigger_type`)."""
        self._assert_running()
        if not isinstance(definition, dict):
            raise _invalid_options("register_trigger_type")
        frame = register_trigger_type_frame(cast(TriggerTypeDefinition, {"id": "", **definition}))
        entry = self._registry.add_trigger_type(frame, handler)
        self._send_now(frame)

        def unregister() -> None:
            if self._registry.remove_trigger_type(entry):
                self._send_now({"type": "unregistertriggertype", "id": frame["id"]})

        return TriggerTypeHandle(frame["id"], unregister)

    # ---------------------------------------------------------------- calls

    def trigger(self, request: TriggerRequest, settle: Settle, trace_parent: object | None = None) -> None:
        """Invokes a function (see `Worker.trigger`); `settle` receives the outcome exactly once.
        `trace_parent` is the trace context where the call was made: the call's span is its child."""
        if self._stopped:
            settle(Raised(_shutting_down()))
            return
        problem = _request_problem(request, self._invocation_timeout_ms)
        if problem is not None:
            settle(Raised(problem))
            return
        function_id = request["function_id"]
        timeout_ms = request.get("timeout_ms", self._invocation_timeout_ms)
        action = request.get("action")
        invocation_id = None if action is not None and action.get("type") == "void" else self._new_id()
        frame = invoke_function_frame(request, invocation_id)
        end_span = self._tracing.call(frame, trace_parent)

        def settled(outcome: Outcome) -> None:
            end_span(outcome)
            settle(outcome)

        if invocation_id is not None:
            self._outgoing.expect(invocation_id, function_id, timeout_ms, settled)
        try:
            self._outgoing.submit(frame, self._scheduler.now() + timeout_ms, self._send)
        except _ENCODE_ERRORS as error:
            if invocation_id is None:
                settled(Raised(encode_error(frame, None, error)))
            else:
                self._outgoing.fail(invocation_id, encode_error(frame, invocation_id, error))
            return
        if invocation_id is None:
            settled(Returned(None))

    # ---------------------------------------------------------------- connection events

    def connection_opened(self, link: Link) -> None:
        """A connection opened: sends, in this order, `reattach` (when an earlier connection was
        registered), every trigger type, function and trigger, the calls queued while
        disconnected, and the void `engine::workers::register` call. None of it waits for
        `workerregistered`."""
        if self._stopped:
            link.terminate("worker is shut down")
            return
        self._link = link
        keepalive = self._keepalive

        def send(frame: InboundMessage) -> bool:
            sent = link.send(frame)
            if sent:
                keepalive.note_sent()
            return sent

        self._send = send
        self._epoch += 1
        keepalive.start()
        if self._worker_id is not None:
            self._send_now(reattach_frame(self._worker_id, self._reattach_token))
        for frame in self._registry.replay_frames():
            self._send_now(frame)
        self._outgoing.flush(send)
        self._send_now(workers_register_frame(self._metadata))

    def connection_closed(self) -> None:
        """The connection closed (any reason): calls sent on it fail with `invocation_stopped`."""
        if self._link is None:
            return
        self._link = None
        self._send = None
        self._keepalive.stop()
        failed = self._outgoing.connection_lost()
        if failed > 0:
            self._logger.warn("calls in flight failed with the connection", {"count": failed})

    def note_activity(self) -> None:
        """Something arrived below the frame level (a WebSocket ping or pong): the connection lives."""
        self._keepalive.note_received()

    def receive_text(self, text: str) -> None:
        """A text frame arrived."""
        try:
            frame = exact_json.loads(text)
        except ValueError as error:
            self._keepalive.note_received()
            self._logger.warn("dropped a frame that is not JSON", {"error": str(error), "length": len(text)})
            return
        except RecursionError:
            # Nesting past the interpreter's recursion limit (about 1,000 levels). It must not
            # escape: the transport would drop the connection.
            self._keepalive.note_received()
            self._logger.warn("dropped a frame nested too deeply to decode", {"length": len(text)})
            return
        self.receive(frame)

    def receive(self, frame: object) -> None:
        """A decoded frame arrived. Never raises."""
        self._keepalive.note_received()
        try:
            self._dispatch(frame)
        except Exception as error:  # noqa: BLE001 - one bad frame must not stop the worker
            self._logger.error("failed to handle a frame", {"error": str(error)})

    def shutdown(self) -> None:
        """Stops for good: pending calls fail with `shutting_down`, running handlers are cancelled,
        nothing more is sent. The host closes the connection."""
        if self._stopped:
            return
        self._stopped = True
        self._keepalive.stop()
        self._outgoing.fail_all(ErrorCode.SHUTTING_DOWN, "Worker is shutting down")
        self._runner.cancel_all(_shutting_down())

    # ---------------------------------------------------------------- inbound frames

    def _dispatch(self, frame: object) -> None:
        if not isinstance(frame, dict) or not isinstance(frame.get("type"), str):
            self._logger.warn("dropped a frame without a type")
            return
        kind: str = frame["type"]
        problem = frame_problem(frame)
        if problem is not None:
            self._logger.warn(f"dropped a malformed {kind} frame", {"reason": problem})
            self._refuse_malformed(frame, problem)
            return
        if kind == "workerregistered":
            self._worker_id = frame["worker_id"]
            self._reattach_token = frame.get("reattach_token")
            self._logger.debug("registered with the engine", {"worker_id": self._worker_id})
        elif kind == "invokefunction":
            self._on_invoke(cast(InvokeFunction, frame))
        elif kind == "invocationresult":
            self._on_result(frame["invocation_id"], frame.get("result"), frame.get("error"))
        elif kind == "cancelinvocation":
            self._on_cancel(cast(CancelInvocation, frame))
        elif kind == "registertrigger":
            epoch = self._epoch
            self._providers.register(cast(RegisterTrigger, frame), lambda result: self._reply(epoch, result))
        elif kind == "unregistertrigger":
            self._providers.unregister(cast(UnregisterTrigger, frame))
        elif kind == "triggerregistrationresult":
            error = frame.get("error")
            if error is not None:
                self._logger.warn(
                    f"trigger registration failed for {frame['id']} ({frame['trigger_type']}): {error['message']}",
                    {"code": error["code"], "function_id": frame["function_id"]},
                )
            elif isinstance(frame.get("parked"), dict) and isinstance(frame["parked"].get("reason"), str):
                # An svc engine's extension: the binding exists but will not fire until its type has a provider.
                self._logger.warn(
                    f"trigger {frame['id']} ({frame['trigger_type']}) is parked: {frame['parked']['reason']}",
                    {"function_id": frame["function_id"]},
                )
        elif kind == "registrationrejected":
            self._logger.warn("the engine rejected a registration", dict(frame))
        elif kind == "error":
            self._logger.error(f"engine error: {frame['error']['message']}", {"code": frame["error"]["code"]})
        elif kind == "ping":
            self._send_now({"type": "pong"})
        elif kind != "pong":
            self._logger.debug("ignored a frame of unknown type", {"type": kind})

    def _refuse_malformed(self, frame: dict[str, Any], problem: str) -> None:
        invocation_id = frame.get("invocation_id")
        if not isinstance(invocation_id, str):
            return
        if frame["type"] == "invocationresult":
            # A caller waits on this id; fail it now rather than let it time out.
            error = frame.get("error")
            if error is None:
                error = {"code": ErrorCode.DESERIALIZATION_ERROR, "message": f"Malformed invocationresult: {problem}"}
            self._on_result(invocation_id, None, error)
        elif frame["type"] == "invokefunction" and isinstance(frame.get("function_id"), str):
            self._reply(
                self._epoch,
                {
                    "type": "invocationresult",
                    "invocation_id": invocation_id,
                    "function_id": frame["function_id"],
                    "error": {
                        "code": ErrorCode.DESERIALIZATION_ERROR,
                        "message": f"Malformed invokefunction: {problem}",
                    },
                },
            )

    def _on_invoke(self, frame: InvokeFunction) -> None:
        function_id = frame["function_id"]
        fn = self._registry.get_function(function_id)
        epoch = self._epoch
        invocation_id = frame.get("invocation_id")
        if fn is None:
            if isinstance(invocation_id, str):
                self._reply(
                    epoch,
                    {
                        "type": "invocationresult",
                        "invocation_id": invocation_id,
                        "function_id": function_id,
                        "error": {"code": ErrorCode.FUNCTION_NOT_FOUND, "message": f"Function {function_id} not found"},
                    },
                )
            else:
                self._logger.warn(f"void invocation of unknown function {function_id} dropped")
            return
        self._runner.run(frame, fn, lambda result: self._reply(epoch, result))

    def _on_result(self, invocation_id: str, result: object, error: object) -> None:
        if not self._outgoing.settle(invocation_id, result, error):
            # Late (the call timed out or its connection was lost) or not ours: nobody waits.
            self._logger.debug("ignored a result nobody waits for", {"invocation_id": invocation_id})

    def _on_cancel(self, frame: CancelInvocation) -> None:
        reason = frame.get("reason")
        if self._runner.cancel(frame["invocation_id"], reason):
            self._logger.debug(
                "invocation cancelled by the engine",
                {"invocation_id": frame["invocation_id"], "code": reason["code"] if reason else None},
            )

    # ---------------------------------------------------------------- outbound frames

    def _reply(self, epoch: int, frame: InboundMessage) -> None:
        """Sends a result on the connection `epoch`, if it is still the open one."""
        send = self._send
        if self._stopped or send is None or epoch != self._epoch:
            self._logger.debug(f"{frame['type']} dropped: the connection it answers is gone")
            return
        try:
            send(frame)
        except _ENCODE_ERRORS as error:
            if frame["type"] != "invocationresult":
                self._logger.error(f"could not encode a {frame['type']} frame", {"error": str(error)})
                return
            # The handler returned something JSON cannot encode (a set, NaN, a cycle): the caller
            # still gets an answer, as a failure.
            result = frame
            self._send_now(
                {
                    "type": "invocationresult",
                    "invocation_id": result["invocation_id"],
                    "function_id": result["function_id"],
                    "error": {
                        "code": ErrorCode.INVOCATION_FAILED,
                        "message": f"Result of {result['function_id']} could not be encoded as JSON: {error}",
                    },
                }
            )

    def _send_now(self, frame: InboundMessage) -> None:
        """Sends on the open connection, or nowhere: for frames that the next connection replays or does not need."""
        if self._send is None:
            return
        try:
            self._send(frame)
        except _ENCODE_ERRORS as error:
            self._logger.error(f"could not encode a {frame['type']} frame", {"error": str(error)})

    def _dead(self) -> None:
        if self._link is not None:
            self._link.terminate(f"nothing received for {self._keepalive.idle_timeout_ms:g} ms")

    def _assert_running(self) -> None:
        if self._stopped:
            raise SvcError(ErrorCode.SHUTTING_DOWN, "Worker is shut down")


def _shutting_down() -> InvocationError:
    return InvocationError(ErrorCode.SHUTTING_DOWN, "Worker is shutting down")


def _invalid_options(method: str) -> SvcError:
    return SvcError(ErrorCode.INVALID_ARGUMENT, f"{method} takes a dict")


def _with_defaults(trigger: Mapping[str, Any]) -> dict[str, Any]:
    # Missing required keys become values the registry refuses with a clear code.
    return {"type": "", "function_id": "", **trigger}


def _request_problem(request: object, default_timeout_ms: int) -> InvocationError | None:
    if not isinstance(request, dict):
        return InvocationError(ErrorCode.INVALID_ARGUMENT, "trigger() takes a dict with function_id")
    function_id = request.get("function_id")
    if not isinstance(function_id, str) or function_id == "":
        return InvocationError(ErrorCode.INVALID_ARGUMENT, "function_id is required")
    timeout_ms = request.get("timeout_ms", default_timeout_ms)
    if not isinstance(timeout_ms, int) or isinstance(timeout_ms, bool) or timeout_ms < 1:
        return InvocationError(
            ErrorCode.INVALID_ARGUMENT,
            f"timeout_ms must be a positive integer (got {timeout_ms!r})",
            function_id=function_id,
        )
    action = request.get("action")
    if action is not None and (not isinstance(action, dict) or action.get("type") not in ("void", "enqueue")):
        return InvocationError(
            ErrorCode.INVALID_ARGUMENT,
            f"action must be {{'type': 'void'}} or {{'type': 'enqueue', 'queue': …}} (got {action!r})",
            function_id=function_id,
        )
    return None
