# DO NOT EDIT — generated from schema/contracts/observability/metrics-list-input.schema.json by make generate
"""ObservabilityMetricsListInput: metrics-list-input.schema.json."""

from typing import NotRequired, TypedDict


class ObservabilityMetricsListInput(TypedDict):
    """Input of `engine::metrics::list`."""

    start_time: NotRequired[float]
    """Only SDK metric points at or after this unix ms."""
    end_time: NotRequired[float]
    """Only SDK metric points at or before this unix ms."""
    metric_name: NotRequired[str]
    """Only SDK metrics with this name (exact)."""
    aggregate_interval: NotRequired[float]
    """Accepted for compatibility; no aggregation is done."""
