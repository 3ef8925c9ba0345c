"""The calls a worker made and waits on, and the call frames made while disconnected."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from svc_schema import InvokeFunction
from svc_sdk._core.link import Outcome, Raised, Returned, Send
from svc_sdk._core.scheduler import Scheduler
from svc_sdk.errors import ErrorCode, InvocationError

TIMEOUT_GRACE_MS = 1000
"""How long the SDK waits past a call's own timeout before giving up by itself. The engine
enforces the deadline and answers `timeout` with its own message; the grace lets that answer
win, so the backstop only fires against an engine that keeps no deadlines."""

Settle = Callable[[Outcome], None]
"""Receives the outcome of a call: `Returned(result)` or `Raised(InvocationError)`."""


@dataclass(frozen=True)
class _Queued:
    frame: InvokeFunction
    """The `invokefunction` frame to send."""
    expires_at: float
    """Scheduler time at which the call's deadline passes."""


@dataclass
class _Pending:
    function_id: str
    timeout_ms: float
    settle: Settle
    timer: object
    in_flight: bool = False
    """Sent on the current connection, so only that connection can answer it."""


class OutgoingCalls:
    """The calls this worker made and is waiting on (keyed by invocation id), and the call frames
    made while disconnected. Every pending call settles exactly once: with its result, its error,
    the backstop timeout, the loss of the connection that carried it, or shutdown."""

    def __init__(self, scheduler: Scheduler, grace_ms: float = TIMEOUT_GRACE_MS) -> None:
        self._scheduler = scheduler
        self._grace_ms = grace_ms
        self._pending: dict[str, _Pending] = {}
        self._queue: list[_Queued] = []
        # Queue length at which expired entries are swept out, so a long outage with a steady
        # stream of calls does not grow the queue without bound. Doubles with the live size.
        self._sweep_at = 64

    def __len__(self) -> int:
        return len(self._pending)

    def expect(self, invocation_id: str, function_id: str, timeout_ms: float, settle: Settle) -> None:
        """Starts waiting for the result of `invocation_id`, with a backstop at `timeout_ms` + grace."""

        def backstop() -> None:
            self.fail(invocation_id, self._timeout_error(invocation_id, ""))

        timer = self._scheduler.set_timer(timeout_ms + self._grace_ms, backstop)
        self._pending[invocation_id] = _Pending(function_id, timeout_ms, settle, timer)

    def submit(self, frame: InvokeFunction, expires_at: float, send: Send | None) -> None:
        """Sends a call frame through `send` (the open connection), or keeps it for the next
        connection when there is none or it is closing. Raises when the frame cannot be encoded."""
        if send is not None and send(frame):
            self._mark_in_flight(frame)
            return
        self._queue.append(_Queued(frame, expires_at))
        if len(self._queue) >= self._sweep_at:
            self._sweep()

    def flush(self, send: Send) -> None:
        """Sends the calls queued while disconnected, in the order they were made. A call whose
        deadline passed while waiting fails with `timeout` instead of being sent; one whose caller
        already gave up is dropped; one that cannot be encoded fails with `serialization_error`."""
        now = self._scheduler.now()
        queue, self._queue = self._queue, []
        is_open = True
        for queued in queue:
            invocation_id = queued.frame.get("invocation_id")
            if isinstance(invocation_id, str) and invocation_id not in self._pending:
                continue
            if now >= queued.expires_at:
                if isinstance(invocation_id, str):
                    self.fail(invocation_id, self._timeout_error(invocation_id, " before it could be sent"))
                continue
            if is_open:
                try:
                    is_open = send(queued.frame)
                except (TypeError, ValueError, RecursionError) as error:
                    if isinstance(invocation_id, str):
                        self.fail(invocation_id, encode_error(queued.frame, invocation_id, error))
                    continue
            # A connection that closes mid-flush leaves the rest for the next one, in order.
            if is_open:
                self._mark_in_flight(queued.frame)
            else:
                self._queue.append(queued)

    def settle(self, invocation_id: str, result: object, error: object) -> bool:
        """Settles the call `invocation_id` with the outcome of its `invocationresult` (`error`
        not None means failure). False when no call waits for it: late, or not one of ours."""
        call = self._take(invocation_id)
        if call is None:
            return False
        if error is not None:
            call.settle(Raised(InvocationError.from_wire(error, call.function_id, invocation_id)))
        else:
            call.settle(Returned(result))
        return True

    def fail(self, invocation_id: str, error: InvocationError) -> bool:
        """Fails one call with `error`; False when it was not pending."""
        call = self._take(invocation_id)
        if call is None:
            return False
        call.settle(Raised(error))
        return True

    def connection_lost(self) -> int:
        """The connection closed: calls sent on it can never be answered (the engine completes them
        towards the old connection), so they fail now with `invocation_stopped` rather than hang
        until their timeout. Queued calls stay queued. Returns how many failed."""
        lost = [(invocation_id, call) for invocation_id, call in self._pending.items() if call.in_flight]
        for invocation_id, call in lost:
            self.fail(
                invocation_id,
                InvocationError(
                    ErrorCode.INVOCATION_STOPPED,
                    f"Connection to the engine was lost before {call.function_id} answered",
                    function_id=call.function_id,
                    invocation_id=invocation_id,
                ),
            )
        return len(lost)

    def fail_all(self, code: str, message: str) -> None:
        """Fails every pending call with `code` and drops the queue (shutdown)."""
        self._queue = []
        for invocation_id, call in list(self._pending.items()):
            self.fail(
                invocation_id, InvocationError(code, message, function_id=call.function_id, invocation_id=invocation_id)
            )

    def _sweep(self) -> None:
        now = self._scheduler.now()
        kept: list[_Queued] = []
        for queued in self._queue:
            invocation_id = queued.frame.get("invocation_id")
            if isinstance(invocation_id, str) and invocation_id not in self._pending:
                continue
            if now < queued.expires_at:
                kept.append(queued)
            elif isinstance(invocation_id, str):
                self.fail(invocation_id, self._timeout_error(invocation_id, " before it could be sent"))
        self._queue = kept
        self._sweep_at = max(64, 2 * len(kept))

    def _mark_in_flight(self, frame: InvokeFunction) -> None:
        invocation_id = frame.get("invocation_id")
        call = self._pending.get(invocation_id) if isinstance(invocation_id, str) else None
        if call is not None:
            call.in_flight = True

    def _timeout_error(self, invocation_id: str, detail: str) -> InvocationError:
        call = self._pending.get(invocation_id)
        function_id = call.function_id if call is not None else ""
        timeout_ms = call.timeout_ms if call is not None else 0
        return InvocationError(
            ErrorCode.TIMEOUT,
            f"Invocation of {function_id} timed out after {timeout_ms:g} ms{detail}",
            function_id=function_id,
            invocation_id=invocation_id,
        )

    def _take(self, invocation_id: str) -> _Pending | None:
        call = self._pending.pop(invocation_id, None)
        if call is not None:
            self._scheduler.clear_timer(call.timer)
        return call


def encode_error(frame: InvokeFunction, invocation_id: str | None, cause: BaseException) -> InvocationError:
    """The error of a call whose payload JSON cannot encode (NaN, a set, a cycle)."""
    error = InvocationError(
        ErrorCode.SERIALIZATION_ERROR,
        f"Payload of {frame['function_id']} could not be encoded as JSON: {cause}",
        function_id=frame["function_id"],
        invocation_id=invocation_id,
    )
    error.__cause__ = cause
    return error
