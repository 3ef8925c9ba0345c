"""The errors svc-sdk raises: one base class, `SvcError`, with a stable `code`.

    SvcError                  every error svc-sdk raises (`invalid_url`, `shutting_down`, ...)
    ├── InvocationError       a `trigger()` call failed (`function_not_found`, `timeout`, ...)
    └── RegistrationError     a registration was refused at the call site (`invalid_id`, ...)

Codes shared with the iii protocol keep their wire spelling; the codes svc adds are
lower_snake. All of them are listed in docs/errors.md. Branch on `code`, never on `message`.
"""

from __future__ import annotations

from typing import Any, Final, TypeGuard

from svc_schema import ErrorBody


class ErrorCode:
    """The error codes svc-sdk raises or puts on the wire itself."""

    FUNCTION_NOT_FOUND: Final = "function_not_found"
    """No function has that id (engine), or the worker that got the call does not have it."""
    INVOCATION_FAILED: Final = "invocation_failed"
    """The handler raised; `stacktrace` holds its traceback."""
    INVOCATION_STOPPED: Final = "invocation_stopped"
    """The connection that carried the call went away before the result came back."""
    TIMEOUT: Final = "timeout"
    """The call's deadline passed (the engine's, or the SDK's own backstop)."""
    SHUTTING_DOWN: Final = "shutting_down"
    """`shutdown()` was called while the call was pending or the handler was running."""
    TRIGGER_REGISTRATION_FAILED: Final = "trigger_registration_failed"
    """A trigger type's handler refused a trigger."""
    TRIGGER_TYPE_NOT_FOUND: Final = "trigger_type_not_found"
    """A forwarded trigger names a type this worker does not provide."""
    DESERIALIZATION_ERROR: Final = "deserialization_error"
    """A frame could not be decoded into the shape its `type` promises."""
    SERIALIZATION_ERROR: Final = "serialization_error"
    """A payload could not be encoded as JSON."""
    UNKNOWN: Final = "UNKNOWN"
    """An error arrived that is not an error body."""
    INVALID_ID: Final = "invalid_id"
    """A registration was refused at the call site: empty id."""
    ALREADY_REGISTERED: Final = "already_registered"
    """A registration was refused at the call site: the id is already registered in this worker."""
    INVALID_ARGUMENT: Final = "invalid_argument"
    """A registration or call was refused at the call site: a handler or option has the wrong type."""
    INVALID_URL: Final = "invalid_url"
    """The engine URL is not a ws:// or wss:// URL."""
    CHANNEL_UNAVAILABLE: Final = "channel_unavailable"
    """A channel side could not be opened: the engine refused it (unknown, taken) or is unreachable."""
    CHANNEL_CLOSED: Final = "channel_closed"
    """A channel ended abnormally (its owner left, the writer failed) or was written after it closed."""


class SvcError(Exception):
    """Base class of every error svc-sdk raises: a stable `code` and a human `message`."""

    code: str
    """Stable machine-readable code, e.g. `invalid_id`."""
    message: str
    """What went wrong, for people."""
    data: Any
    """Structured detail, when there is any."""

    def __init__(self, code: str, message: str, *, data: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"


class InvocationError(SvcError):
    """A call made with `trigger()` failed: the engine or the target worker answered with an
    error, the deadline passed, the connection was lost, or the worker is shutting down."""

    function_id: str | None
    """Function the call was addressed to."""
    invocation_id: str | None
    """Invocation id of the call, when it had one."""
    stacktrace: str | None
    """Stack trace or traceback of the remote handler, when it sent one."""

    def __init__(
        self,
        code: str,
        message: str,
        *,
        function_id: str | None = None,
        invocation_id: str | None = None,
        stacktrace: str | None = None,
        data: Any = None,
    ) -> None:
        super().__init__(code, message, data=data)
        self.function_id = function_id
        self.invocation_id = invocation_id
        self.stacktrace = stacktrace

    @classmethod
    def from_wire(cls, error: object, function_id: str, invocation_id: str | None = None) -> InvocationError:
        """The error a caller sees for an `invocationresult` carrying `error`. A value that is
        not an error body (an engine bug, an old SDK) becomes code `UNKNOWN` rather than being lost."""
        if not is_error_body(error):
            return cls(
                ErrorCode.UNKNOWN,
                f"Invocation of {function_id} failed: {error!r}",
                function_id=function_id,
                invocation_id=invocation_id,
            )
        stacktrace = error.get("stacktrace")
        return cls(
            error["code"],
            error["message"],
            function_id=function_id,
            invocation_id=invocation_id,
            stacktrace=stacktrace if isinstance(stacktrace, str) else None,
            data=error.get("data"),
        )

    def to_error_body(self) -> ErrorBody:
        """The wire form of this error."""
        body: ErrorBody = {"code": self.code, "message": self.message}
        if self.stacktrace is not None:
            body["stacktrace"] = self.stacktrace
        if self.data is not None:
            body["data"] = self.data
        return body


class RegistrationError(SvcError):
    """A registration (function, trigger, trigger type) was refused at the call site."""


def is_error_body(value: object) -> TypeGuard[ErrorBody]:
    """True when `value` has the shape of an error body: a non-empty string code and a string message."""
    if not isinstance(value, dict):
        return False
    code = value.get("code")
    return isinstance(code, str) and code != "" and isinstance(value.get("message"), str)
