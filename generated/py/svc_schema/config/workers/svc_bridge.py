# DO NOT EDIT — generated from schema/config/workers/svc-bridge.schema.json by make generate
"""SvcBridgeConfig: svc-bridge.schema.json."""

from typing import NotRequired, TypedDict


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
    invocation_timeout_ms: NotRequired[int]
    """Default deadline of one invocation; code `timeout` when it passes."""
    shutdown_grace_ms: NotRequired[int]
    """On SIGTERM, how long in-flight invocations may run before they fail."""
