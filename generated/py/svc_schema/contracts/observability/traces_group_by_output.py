# DO NOT EDIT — generated from schema/contracts/observability/traces-group-by-output.schema.json by make generate
"""ObservabilityTracesGroupByOutput: traces-group-by-output.schema.json."""

from typing import Any, NotRequired, TypedDict


class ObservabilityTracesGroupByOutputGroupsItem(TypedDict):
    """A group."""

    value: str
    """The attribute value."""
    label: NotRequired[str]
    """The label attribute's value."""
    trace_ids: list[str]
    """Traces with a span carrying the value."""
    span_count: int
    """Spans carrying the value."""
    first_seen_ms: float
    """Earliest span start, unix ms."""
    last_seen_ms: float
    """Latest span end, unix ms."""
    duration_ms: float
    """last_seen_ms minus first_seen_ms."""
    error_count: int
    """Spans with status error."""


class ObservabilityTracesGroupByOutput(TypedDict):
    """Output of `engine::traces::group_by`."""

    groups: list[ObservabilityTracesGroupByOutputGroupsItem]
    """One group per attribute value, most recently seen first."""
    storage: NotRequired[dict[str, Any]]
    """What the store holds and how it evicts: `{kind: memory, spans|logs, max,
    retention_seconds, evicted}`.
    """
