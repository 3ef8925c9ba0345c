# DO NOT EDIT — generated from schema/contracts/health-report.schema.json by make generate
"""HealthReport: health-report.schema.json."""

from typing import Literal, NotRequired, TypedDict


class HealthReport(TypedDict):
    """Answer of `GET /_health` on the engine HTTP API: 200 when the engine is live and
    ready, 503 while it is stopping.
    """

    status: Literal["ok", "stopping"]
    """`ok`, or `stopping` once a graceful stop has begun."""
    live: bool
    """Always true when anything answers: the process is up."""
    ready: bool
    """True while the engine takes new work."""
    uptime_ms: NotRequired[int]
    """Time since the HTTP API started, in milliseconds."""
    workers: NotRequired[int]
    """Connected workers, built-in modules included."""
    functions: NotRequired[int]
    """Registered functions."""
    routes: NotRequired[int]
    """HTTP routes served."""
