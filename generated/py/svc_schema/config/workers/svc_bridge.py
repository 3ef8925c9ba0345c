# DO NOT EDIT — generated from schema/config/workers/svc-bridge.schema.json by make generate
"""SvcBridgeConfig: svc-bridge.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.config.workers.tls import TlsConfig


class SvcBridgeConfigRbac(TypedDict):
    """The iii engine's RBAC section, where it maps onto svc's auth: `expose_functions` and
    `forbidden_functions` limit what any worker connection may invoke (on top of its
    token's `invoke` scope). `auth_function_id` is not supported: use `auth.tokens`.
    """

    expose_functions: NotRequired[list[str]]
    """Function ids (patterns: an exact id, or a prefix and `*`) workers may invoke;
    absent, every id.
    """
    forbidden_functions: NotRequired[list[str]]
    """Function ids (patterns) no worker may invoke; wins over `expose_functions`."""
    auth_function_id: NotRequired[str]
    """Not supported (the engine refuses to start with it): list tokens under `auth.tokens`
    instead.
    """


class SvcBridgeConfig(TypedDict):
    """Config of `svc-bridge`, the worker WebSocket every worker connects to. Always
    running; an entry only changes its settings.
    """

    host: NotRequired[str]
    """Address to listen on."""
    port: NotRequired[int]
    """Port to listen on; 0 picks a free one."""
    max_message_bytes: NotRequired[int]
    """Largest frame accepted; a larger one closes the connection with 1009."""
    handshake_timeout_ms: NotRequired[int]
    """How long a connection may take to finish the WebSocket upgrade."""
    tls: NotRequired[TlsConfig]
    """TLS for the worker WebSocket (and the paths mounted on it, such as channels):
    workers then connect with `wss://`. None means plain `ws://`.
    """
    invocation_timeout_ms: NotRequired[int]
    """Default deadline of one invocation; code `timeout` when it passes."""
    shutdown_grace_ms: NotRequired[int]
    """On SIGTERM, how long in-flight invocations may run before they fail."""
    ping_interval_ms: NotRequired[int]
    """A connection the engine has received nothing from for this long is sent a WebSocket
    ping.
    """
    ping_timeout_ms: NotRequired[int]
    """How long a ping may go unanswered (no pong, no frame) before the connection is
    dropped as half-open with close code 4004 and its calls end `invocation_stopped`. A
    stopped worker is detected within `ping_interval_ms` + `ping_timeout_ms` plus at
    most one second.
    """
    max_in_flight_calls: NotRequired[int]
    """Request/response calls one connection may have waiting for their result; one more is
    answered `too_many_requests` without being routed.
    """
    max_void_calls_per_second: NotRequired[int]
    """Calls without a reply (`void` action or no `invocation_id`) one connection may make
    per second; the excess is dropped and counted, and a connection whose consecutive
    excess reaches this many is closed with 4002.
    """
    malformed_frames_per_second: NotRequired[int]
    """Malformed frames (not JSON, or failing their schema) one connection may send per
    second on average; past `malformed_frames_burst` the connection is closed with 4003.
    """
    malformed_frames_burst: NotRequired[int]
    """Malformed frames one connection may send at once before
    `malformed_frames_per_second` applies.
    """
    outbound_pause_bytes: NotRequired[int]
    """When more than this many bytes wait to be written to a worker (it reads slower than
    it is sent to, or not at all), it is paused: calls routed to it are refused with
    `worker_paused` until less than half of this waits. A value above
    `max_outbound_bytes` is lowered to it.
    """
    max_outbound_bytes: NotRequired[int]
    """Bytes that may wait to be written to one worker; past this the connection is closed
    with 4001 and its calls end `invocation_stopped`.
    """
    outbound_paused_timeout_ms: NotRequired[int]
    """How long a worker may stay paused before its connection is closed with 4001 and its
    calls end `invocation_stopped`.
    """
    max_frames_per_turn: NotRequired[int]
    """Frames read from one connection in one turn of the engine's event loop; the rest
    wait for the next turn, so a busy connection cannot starve the others.
    """
    unknown_trigger_types: NotRequired[Literal["park", "refuse"]]
    """What happens to a trigger binding whose type no module or worker provides: `park`
    keeps it (logged once per type at warn, listed as `parked` with its reason) and
    delivers it when a provider registers the type; `refuse` answers
    `trigger_type_not_found` and keeps nothing, for deployments where every provider
    starts before the workers that bind to it.
    """
    duplicate_functions: NotRequired[Literal["pool", "reject", "takeover"]]
    """What happens when a worker registers a function id another live worker serves.
    `pool`: workers with the same name (`engine::workers::register`) serve it together,
    each call going to the one with the fewest calls in flight, and a worker with
    another name is refused with `registrationrejected` `FUNCTION_NAMESPACE_CONFLICT`;
    `reject`: every second registration is refused; `takeover`: the newest registration
    takes the id (iii 0.22 semantics). Built-in ids are refused whatever the mode.
    """
    pool_name_wait_ms: NotRequired[int]
    """In `pool` mode, how long a registration of a live id waits for its worker's name
    (sent with `engine::workers::register`, usually right after the registrations)
    before it is judged as coming from another worker.
    """
    rbac: NotRequired[SvcBridgeConfigRbac]
    """The iii engine's RBAC section, where it maps onto svc's auth: `expose_functions` and
    `forbidden_functions` limit what any worker connection may invoke (on top of its
    token's `invoke` scope). `auth_function_id` is not supported: use `auth.tokens`.
    """
