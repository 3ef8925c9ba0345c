# DO NOT EDIT — generated from schema/stream-wire/live-invocations.schema.json by make generate
"""LiveInvocationStats: live-invocations.schema.json."""

from typing import NotRequired, TypedDict


class LiveLatency(TypedDict):
    """Durations of the invocations of the window, in milliseconds (0 when none ended).
    """

    p50: float
    """Median."""
    p95: float
    """95th percentile."""
    p99: float
    """99th percentile."""


class LiveInvocationPoint(TypedDict):
    """One window of the history."""

    at_ms: int
    """When the window ended, in ms since the epoch."""
    per_second: float
    """Invocations that ended in the window, scaled to one second."""
    error_per_second: float
    """Of which ended with an error, scaled to one second."""
    p95_ms: float
    """95th percentile of their durations, in milliseconds."""


class LiveInvocationStats(TypedDict):
    """`data` of the `stats` events of `svc:live` group `invocations`: the invocations that
    ended in the last window, sent once per `live_interval_ms` while any ran or were
    active. The `sync` of a join carries the last frame with `history`.
    """

    window_ms: int
    """Length of the window, in milliseconds."""
    total: int
    """Invocations that ended in the window."""
    ok: int
    """Of which ended with a result."""
    error: int
    """Of which ended with an error."""
    per_second: float
    """`total` scaled to one second."""
    latency_ms: LiveLatency
    """Durations of the invocations of the window, in milliseconds (0 when none ended).
    """
    by_function: dict[str, list[int]]
    """Per function id: `[total, ok, error]` of the window; the 100 busiest functions.
    """
    active_by_worker: dict[str, int]
    """Per worker id: invocations it runs now (only workers running any)."""
    history: NotRequired[list[LiveInvocationPoint]]
    """Only in the `sync` of a join: one point per window that had invocations in the last
    10 minutes (at most 2400, the oldest first), so a chart opened now shows the last
    minutes. Windows are recorded while someone follows the group (a console server does
    for as long as it runs).
    """
