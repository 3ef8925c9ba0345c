# DO NOT EDIT — generated from schema/config/workers/svc-observability.schema.json by make generate
"""SvcObservabilityConfig: svc-observability.schema.json."""

from typing import Literal, NotRequired, TypedDict


class SvcObservabilityConfig(TypedDict):
    """Config of `svc-observability`: OpenTelemetry traces and logs from the engine and the
    SDKs, kept in memory for the console and optionally exported over OTLP.
    """

    enabled: NotRequired[bool]
    """Whether traces and logs are collected."""
    service_name: NotRequired[str]
    """`service.name` of the engine's own spans."""
    exporter: NotRequired[Literal["memory", "otlp", "both"]]
    """`memory` keeps records for the console; `otlp` sends them to `endpoint`; `both` does
    both.
    """
    endpoint: NotRequired[str]
    """OTLP/HTTP endpoint, e.g. `http://127.0.0.1:4318`."""
    sampling_ratio: NotRequired[float]
    """Share of traces kept, 0 to 1."""
    memory_max_spans: NotRequired[int]
    """Spans kept in memory; the oldest go first."""
    logs_max_count: NotRequired[int]
    """Log records kept in memory; the oldest go first."""
    logs_console_output: NotRequired[bool]
    """Whether worker logs are also printed by the engine."""
