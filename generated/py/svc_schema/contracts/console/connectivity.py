# DO NOT EDIT — generated from schema/contracts/console/connectivity.schema.json by make generate
"""ConsoleConnectivity: connectivity.schema.json."""

from typing import Literal, NotRequired, TypedDict


class ConsoleProbe(TypedDict):
    """One listener's check."""

    name: Literal["bridge", "http", "websocket"]
    """The listener."""
    url: str
    """The address checked."""
    ok: bool
    """Whether it answered."""
    ms: int
    """How long the check took, in milliseconds."""
    error: NotRequired[str]
    """Why it failed (an errno code such as `ECONNREFUSED`, or the answer's status)."""


class ConsoleConnectivity(TypedDict):
    """Answer of the console server's `GET /api/connectivity`: the engine's bridge, HTTP
    API and stream socket, each checked by the console server itself (a WebSocket opened
    and closed, or `GET /_console/status`).
    """

    probes: list[ConsoleProbe]
    """One check per listener, in the order bridge, http, websocket."""
