# DO NOT EDIT — generated from schema/contracts/cluster/live-window.schema.json by make generate
"""ClusterLiveWindow: live-window.schema.json."""

from typing import NotRequired, TypedDict


class ClusterInvocationWindow(TypedDict):
    """The invocations that ended on the sender in one window of its live feed, and those
    it runs now. Calls the sender routed to another engine are left out: the engine that
    ran them counts them.
    """

    window_ms: int
    """Length of the window, in milliseconds."""
    total: int
    """Invocations that ended in the window."""
    ok: int
    """Of which ended with a result."""
    error: int
    """Of which ended with an error."""
    samples: list[float]
    """Durations in milliseconds of up to 512 of them, a uniform sample, each standing for
    `total / samples.length` invocations in the merged percentiles.
    """
    by_function: dict[str, list[int]]
    """Per function id: `[total, ok, error]` of the window (the 100 busiest functions).
    """
    active_by_worker: dict[str, int]
    """Per worker id: invocations it runs now (only workers running any)."""


class ClusterLiveWindow(TypedDict):
    """What the engines sharing svc-stream's Redis tell each other on `<key_prefix>live` so
    that a console attached to any of them counts the invocations of all: an engine
    whose live feed is followed asks (`want`) once per window, and each engine asked
    within the last three windows answers with the invocations it ran in each window
    (`window`), which the asking engines add to their own.
    """

    origin: str
    """Id of the svc-stream instance that sent it (random per start)."""
    want: NotRequired[bool]
    """True: the sender's `invocations` group is followed; the others publish their
    windows.
    """
    window: NotRequired[ClusterInvocationWindow]
    """The invocations that ended on the sender in one window of its live feed, and those
    it runs now. Calls the sender routed to another engine are left out: the engine that
    ran them counts them.
    """
