"""Telemetry settings from the worker options and the environment (no OpenTelemetry import)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Literal, TypedDict
from urllib.parse import urlsplit, urlunsplit


class OtelOptions(TypedDict, total=False):
    """Options of a worker's telemetry (`WorkerOptions["otel"]`); `False` there turns it off."""

    enabled: bool
    """Default True, unless `OTEL_ENABLED` is `false`, `0`, `no` or `off`."""
    url: str
    """Telemetry socket; default `SVC_OTEL_URL`, else the engine URL with `/otel` added to its path."""
    service_name: str
    """`service.name` of spans and logs; default `OTEL_SERVICE_NAME`, else the worker name."""
    flush_interval_ms: int
    """How often batched spans and log records are sent, in ms; default 1000."""
    max_queue_size: int
    """Spans (and, apart, log records) waiting for the next batch; past it new ones are dropped. Default 2048."""
    max_queued_frames: int
    """Frames kept while the socket is down; past it the oldest are dropped. Default 256."""
    sampling_ratio: float
    """Share of new traces (calls made outside any trace) that are recorded, 0 to 1; default 1.
    A call or invocation inside a trace follows that trace's sampled flag whatever this says."""
    metrics_interval_ms: int
    """How often the invocation metrics are sent, in ms; default 15000."""


@dataclass(frozen=True)
class TelemetrySettings:
    """Everything the telemetry pipeline needs, resolved."""

    url: str
    headers: dict[str, str]
    worker_name: str
    resource: dict[str, str]
    flush_interval_ms: int
    max_queue_size: int
    max_queued_frames: int
    sampling_ratio: float
    metrics_interval_ms: int


def _env(name: str) -> str | None:
    return os.environ.get(name) or None


def telemetry_enabled(options: OtelOptions | Literal[False] | None) -> bool:
    """True unless the options or `OTEL_ENABLED` turn telemetry off."""
    if options is False:
        return False
    if options is not None and "enabled" in options:
        return bool(options["enabled"])
    return (_env("OTEL_ENABLED") or "").lower() not in ("false", "0", "no", "off")


def otel_url(engine_url: str) -> str:
    """The `/otel` address of the engine at `engine_url`: its path with `/otel` added."""
    parts = urlsplit(engine_url)
    return urlunsplit((parts.scheme, parts.netloc, parts.path.rstrip("/") + "/otel", parts.query, ""))


def telemetry_settings(
    options: OtelOptions | None, *, engine_url: str, worker_name: str, headers: dict[str, str] | None
) -> TelemetrySettings:
    """Resolves the settings of a worker named `worker_name` connected to `engine_url`."""
    options = options or {}
    resource = {"service.name": options.get("service_name") or _env("OTEL_SERVICE_NAME") or worker_name}
    for key, variable in (
        ("service.version", "SERVICE_VERSION"),
        ("service.namespace", "SERVICE_NAMESPACE"),
        ("service.instance.id", "SERVICE_INSTANCE_ID"),
    ):
        value = _env(variable)
        if value is not None:
            resource[key] = value
    return TelemetrySettings(
        url=options.get("url") or _env("SVC_OTEL_URL") or otel_url(engine_url),
        headers=dict(headers or {}),
        worker_name=worker_name,
        resource=resource,
        flush_interval_ms=_positive(options.get("flush_interval_ms"), 1000),
        max_queue_size=_positive(options.get("max_queue_size"), 2048),
        max_queued_frames=_positive(options.get("max_queued_frames"), 256),
        sampling_ratio=_ratio(options.get("sampling_ratio")),
        metrics_interval_ms=_positive(options.get("metrics_interval_ms"), 15_000),
    )


def _positive(value: object, fallback: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else fallback


def _ratio(value: object) -> float:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= 1 else 1.0
