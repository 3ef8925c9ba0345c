# DO NOT EDIT — generated from schema/contracts/observability/traces-list-input.schema.json by make generate
"""ObservabilityTracesListInput: traces-list-input.schema.json."""

from typing import Literal, NotRequired, TypedDict


class ObservabilityTracesListInput(TypedDict):
    """Input of `engine::traces::list`: filters combined with and, then sort and
    pagination.
    """

    trace_id: NotRequired[str]
    """Only this trace (exact)."""
    trace_ids: NotRequired[list[str]]
    """Only these traces."""
    offset: NotRequired[int]
    """Rows skipped before the page (default 0)."""
    limit: NotRequired[int]
    """Rows in the page (default 100, at most 1000)."""
    service_name: NotRequired[str]
    """Case-insensitive substring of the service name."""
    name: NotRequired[str]
    """Case-insensitive substring of the span name."""
    status: NotRequired[str]
    """Case-insensitive substring of the status (`ok`, `error`, `unset`); `pending` matches
    spans still in progress.
    """
    min_duration_ms: NotRequired[float]
    """Minimum duration in milliseconds."""
    max_duration_ms: NotRequired[float]
    """Maximum duration in milliseconds."""
    start_time: NotRequired[float]
    """Window start, unix ms: a span overlapping the window is included."""
    end_time: NotRequired[float]
    """Window end, unix ms."""
    sort_by: NotRequired[Literal["start_time", "duration", "duration_ms", "service_name", "name"]]
    """`start_time` (default), `duration`, `duration_ms`, `service_name` or `name`."""
    sort_order: NotRequired[Literal["asc", "desc"]]
    """`asc` (default) or `desc`."""
    attributes: NotRequired[list[list[str]]]
    """Attribute pairs that must all match exactly."""
    exclude_attributes: NotRequired[list[list[str]]]
    """Attribute pairs of which any match removes the row."""
    include_internal: NotRequired[bool]
    """Include spans of `engine::*` functions (default false)."""
    search_all_spans: NotRequired[bool]
    """Match `name` and `attributes` against every span of a trace and return the trace's
    root (default false: root spans only).
    """
