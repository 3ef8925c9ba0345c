# DO NOT EDIT — generated from schema/config/workers/svc-observability.schema.json by make generate
"""SvcObservabilityConfig: svc-observability.schema.json."""

from typing import Any, Literal, NotRequired, TypedDict


class SvcObservabilityConfig(TypedDict):
    """Config of `svc-observability`: a span for every invocation, the spans, logs and
    metrics the SDKs send on `/otel`, kept in bounded memory stores for
    `engine::traces::*`, `engine::logs::*` and `engine::metrics::list`, optionally
    exported over OTLP/HTTP, and Prometheus metrics on `GET /_metrics`. Accepts every
    key of the reference engine's `iii-observability` config.
    """

    enabled: NotRequired[bool]
    """Whether spans, logs and metrics are collected; `false` keeps the functions (they
    answer empty) and passes trace context through unchanged.
    """
    service_name: NotRequired[str]
    """`service.name` of the engine's own spans."""
    service_version: NotRequired[str]
    """`service.version` of the engine's own spans (accepted for compatibility)."""
    service_namespace: NotRequired[str]
    """`service.namespace` of the engine's own spans (accepted for compatibility)."""
    exporter: NotRequired[Literal["memory", "otlp", "both"]]
    """`memory` keeps spans for the query functions; `otlp` sends them to `endpoint`;
    `both` does both.
    """
    endpoint: NotRequired[str]
    """OTLP/HTTP collector base URL, e.g. `http://127.0.0.1:4318` (`/v1/traces` is
    appended). A gRPC `:4317` endpoint of the reference is used as given.
    """
    sampling_ratio: NotRequired[float]
    """Share of traces kept, 0 to 1, decided from the trace id so a trace is kept or
    dropped whole across processes.
    """
    memory_max_spans: NotRequired[int]
    """Spans kept in memory; the oldest go first."""
    memory_retention_seconds: NotRequired[int]
    """Spans older than this are evicted; 0 keeps them until the count cap evicts them.
    """
    max_attribute_length: NotRequired[int]
    """Longest attribute value or log body kept, in characters; longer ones are cut and end
    with `…[truncated N chars]`.
    """
    metrics_enabled: NotRequired[bool]
    """Whether SDK metrics (`MTRC` frames) are kept and engine metrics counted."""
    metrics_exporter: NotRequired[Literal["memory", "otlp", "both"]]
    """`memory` keeps SDK metrics for `engine::metrics::list`; `otlp` and `both` also send
    their gauges, sums and histograms to `endpoint` (`/v1/metrics`). They are kept in
    memory either way.
    """
    metrics_retention_seconds: NotRequired[int]
    """SDK metric points older than this are evicted."""
    metrics_max_count: NotRequired[int]
    """SDK metric points kept in memory; the oldest go first."""
    logs_enabled: NotRequired[bool]
    """Whether log records are kept."""
    logs_exporter: NotRequired[Literal["memory", "otlp", "both"]]
    """`memory` keeps log records for `engine::logs::list`; `otlp` and `both` also send
    them to `endpoint` (`/v1/logs`). They are kept in memory either way.
    """
    logs_max_count: NotRequired[int]
    """Log records kept in memory; the oldest go first."""
    logs_retention_seconds: NotRequired[int]
    """Log records older than this are evicted; 0 keeps them until the count cap evicts
    them.
    """
    logs_batch_size: NotRequired[int]
    """Accepted for compatibility with the reference; records are stored as they arrive.
    """
    logs_flush_interval_ms: NotRequired[int]
    """Accepted for compatibility with the reference; records are stored as they arrive.
    """
    logs_sampling_ratio: NotRequired[float]
    """Share of log records kept, 0 to 1."""
    logs_console_output: NotRequired[bool]
    """Whether worker logs are also printed by the engine's logger."""
    export_max_queue_size: NotRequired[int]
    """Spans waiting for the OTLP exporter; when the collector is slow or down the oldest
    waiting are dropped and counted.
    """
    export_batch_size: NotRequired[int]
    """Spans per OTLP request."""
    export_interval_ms: NotRequired[int]
    """Longest wait before a partial batch is sent."""
    export_timeout_ms: NotRequired[int]
    """Deadline of one OTLP request, retries included."""
    alerts: NotRequired[list[dict[str, Any]]]
    """Alert rules of the reference; accepted and not evaluated."""
    sampling: NotRequired[dict[str, Any]]
    """Advanced sampling rules of the reference; accepted, and only `sampling_ratio`
    applies.
    """
    collapse_spans: NotRequired[list[str]]
    """Span names of the reference's pass-through collapsing; accepted."""
