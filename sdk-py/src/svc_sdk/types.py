"""The shapes of svc-sdk's public API. The arguments that become wire messages
(`RegisterFunctionOptions`, `TriggerInput`, `TriggerRequest`, `TriggerTypeDefinition`,
`TriggerInstance`) are the types `svc_schema` generates from schema/sdk/, re-exported here;
the rest is the SDK's own."""

from __future__ import annotations

import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol, TypedDict

from svc_schema import JsonValue
from svc_schema import RegisterFunctionOptions as RegisterFunctionOptions
from svc_schema import TriggerInput as TriggerInput
from svc_schema import TriggerInstance as TriggerInstance
from svc_schema import TriggerRequest as TriggerRequest
from svc_schema import TriggerTypeDefinition as TriggerTypeDefinition
from svc_sdk._telemetry.settings import OtelOptions as OtelOptions

if TYPE_CHECKING:
    from svc_sdk.errors import InvocationError
    from svc_sdk.logger import LoggerLike


class HeartbeatOptions(TypedDict, total=False):
    """Heartbeat intervals of a worker's connection."""

    ping_interval_ms: int
    """Send a JSON `ping` after this long without sending (or receiving); default 20000."""
    idle_timeout_ms: int
    """Declare the connection dead after this long without receiving anything; default 60000."""


class WorkerOptions(TypedDict, total=False):
    """Options of `register_worker`."""

    worker_name: str
    """Name shown in the engine's listings; default `SVC_WORKER_NAME`, else `<hostname>:<pid>`."""
    description: str
    """Description shown in the engine's listings."""
    project_name: str
    """Project name sent with the worker's metadata; default the worker name."""
    invocation_timeout_ms: int
    """Deadline of `trigger()` calls that name none, in ms; default 30000."""
    headers: dict[str, str]
    """Extra HTTP headers on the WebSocket upgrade (e.g. authentication)."""
    token: str
    """The token the engine requires (its `auth.tokens`), sent as `Authorization: Bearer <token>`
    on the worker and telemetry sockets; default `SVC_TOKEN`."""
    logger: LoggerLike
    """Where the worker logs; default JSON lines on stderr (level from `SVC_LOG_LEVEL`)."""
    heartbeat: HeartbeatOptions
    """Heartbeat intervals; see `HeartbeatOptions`."""
    max_frame_bytes: int
    """Largest frame accepted from the engine; default 4 MiB, the engine's own default limit."""
    otel: OtelOptions | Literal[False]
    """OpenTelemetry: spans around handlers and calls and the logger's records, sent to the
    engine's `/otel` socket. On by default (`OTEL_ENABLED=false` or `False` here turns it off)."""


class TriggerTypeHandler(Protocol):
    """The provider side of a trigger type: told about every binding of the type, by any worker.
    Methods may be sync or async. After a reconnect the engine forwards the bindings again, so
    `register_trigger` must accept an id it has already seen (treat it as a replacement)."""

    def register_trigger(self, trigger: TriggerInstance) -> Awaitable[None] | None:
        """Start firing for this binding; raise to refuse it (`trigger_registration_failed`)."""

    def unregister_trigger(self, trigger: TriggerInstance) -> Awaitable[None] | None:
        """Stop firing for this binding."""


FunctionHandler = Callable[..., Any]
"""A function handler: `handler(payload)` returning a JSON value (or None for no result). It may
be sync (run in a thread, off the event loop) or async, and may declare a `metadata` parameter
(the caller's or the trigger's metadata) and a `context` parameter (an `InvocationContext`)."""


@dataclass(eq=False)
class InvocationContext:
    """What a handler that declares a `context` parameter gets besides its payload."""

    invocation_id: str | None
    """Id of this invocation; None when the engine sent none (then no result is sent back)."""
    function_id: str
    """The function id the engine asked for."""
    metadata: JsonValue
    """The caller's or the trigger's metadata, a separate argument never merged into the payload."""
    caller_worker_id: str | None
    """Worker id of the calling worker, when a worker made the call (the engine injects it)."""
    traceparent: str | None
    """W3C trace context of the caller, when it sent one."""
    baggage: str | None
    """W3C baggage of the caller, when it sent one."""
    logger: LoggerLike
    """The worker's logger."""
    cancelled: threading.Event = field(default_factory=threading.Event)
    """Set when the engine cancels this invocation (`cancelinvocation`: its deadline passed or its
    caller left) or the worker shuts down. Async handlers are also cancelled (CancelledError);
    a sync handler should check it (`context.cancelled.is_set()`) during long work."""
    cancel_reason: InvocationError | None = None
    """Why it was cancelled, once `cancelled` is set."""


class FunctionHandle:
    """A registered function; `unregister()` removes it from this worker and the engine."""

    def __init__(self, function_id: str, unregister: Callable[[], None]) -> None:
        self.id = function_id
        """The function id."""
        self._unregister = unregister

    def unregister(self) -> None:
        """Removes the function. Calling it twice is harmless."""
        self._unregister()


class TriggerHandle:
    """A registered trigger; its `id` is made by the SDK and kept across reconnects."""

    def __init__(self, trigger_id: str, trigger_type: str, unregister: Callable[[], None]) -> None:
        self.id = trigger_id
        """The trigger id (a UUID)."""
        self.type = trigger_type
        """The trigger type id."""
        self._unregister = unregister

    def unregister(self) -> None:
        """Removes the trigger. Calling it twice is harmless."""
        self._unregister()


class TriggerTypeHandle:
    """A provided trigger type; `unregister()` stops providing it."""

    def __init__(self, type_id: str, unregister: Callable[[], None]) -> None:
        self.id = type_id
        """The trigger type id."""
        self._unregister = unregister

    def unregister(self) -> None:
        """Stops providing the type. Calling it twice is harmless."""
        self._unregister()
