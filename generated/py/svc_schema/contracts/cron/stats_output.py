# DO NOT EDIT — generated from schema/contracts/cron/stats-output.schema.json by make generate
"""CronStatsOutput: stats-output.schema.json."""

from typing import NotRequired, TypedDict


class CronStatsOutputLatenessMs(TypedDict):
    """How late the fired ticks were (actual minus scheduled time), over the last 1,024
    fires.
    """

    count: int
    """Fires the figures are taken over."""
    p50: float
    """Median lateness in milliseconds; 0 with no fires."""
    p99: float
    """99th percentile lateness in milliseconds."""
    max: float
    """Largest lateness in milliseconds."""


class CronStatsOutput(TypedDict):
    """Output of `cron::stats`: the jobs of this engine and counts since it started."""

    adapter: str
    """The adapter in use: `local` or `redis`."""
    jobs: int
    """Active `cron` bindings in this engine."""
    fired: int
    """Ticks this engine fired."""
    skipped_overlap: int
    """Ticks skipped because the job's previous run was still going (`overlap: skip`).
    """
    skipped_condition: int
    """Ticks skipped because the condition function answered `false`."""
    missed: NotRequired[int]
    """Due ticks that were not fired because a later one was due by the time the engine got
    to them (a busy event loop, a clock jump).
    """
    lock_lost: int
    """`redis`: ticks another engine fired (it held the lock)."""
    lock_failed: int
    """`redis`: ticks not fired because Redis could not be asked for the lock."""
    failed: int
    """Runs whose function (or condition) failed; each is logged."""
    lateness_ms: CronStatsOutputLatenessMs
    """How late the fired ticks were (actual minus scheduled time), over the last 1,024
    fires.
    """
