# DO NOT EDIT — generated from schema/contracts/observability/metrics-list-output.schema.json by make generate
"""ObservabilityMetricsListOutput: metrics-list-output.schema.json."""

from typing import Any, NotRequired, TypedDict


class ObservabilityMetricsListOutputEngineMetricsInvocations(TypedDict):
    """Invocations."""

    total: NotRequired[int]
    """Finished."""
    success: NotRequired[int]
    """Ended ok."""
    error: NotRequired[int]
    """Ended with an error."""
    deferred: NotRequired[int]
    """Enqueued instead of run."""
    by_function: NotRequired[dict[str, int]]
    """Finished, by function id."""


class ObservabilityMetricsListOutputEngineMetricsWorkers(TypedDict):
    """Worker connections."""

    spawns: NotRequired[int]
    """Connected since start."""
    deaths: NotRequired[int]
    """Disconnected since start."""
    active: NotRequired[int]
    """Connected now."""


class ObservabilityMetricsListOutputEngineMetricsPerformance(TypedDict):
    """Latency of finished invocations over the recent window, milliseconds."""

    avg_duration_ms: NotRequired[float]
    """Mean."""
    p50_duration_ms: NotRequired[float]
    """Median."""
    p95_duration_ms: NotRequired[float]
    """95th percentile."""
    p99_duration_ms: NotRequired[float]
    """99th percentile."""
    min_duration_ms: NotRequired[float]
    """Fastest."""
    max_duration_ms: NotRequired[float]
    """Slowest."""


class ObservabilityMetricsListOutputEngineMetrics(TypedDict):
    """Counted by the engine since it started."""

    invocations: ObservabilityMetricsListOutputEngineMetricsInvocations
    """Invocations."""
    workers: ObservabilityMetricsListOutputEngineMetricsWorkers
    """Worker connections."""
    performance: ObservabilityMetricsListOutputEngineMetricsPerformance
    """Latency of finished invocations over the recent window, milliseconds."""


class ObservabilityMetricsListOutput(TypedDict):
    """Output of `engine::metrics::list`: the engine's own counters and the SDK metrics as
    stored.
    """

    engine_metrics: ObservabilityMetricsListOutputEngineMetrics
    """Counted by the engine since it started."""
    sdk_metrics: list[dict[str, Any]]
    """Metric points the SDKs sent, oldest first."""
    timestamp: int
    """When the answer was made, unix ms."""
