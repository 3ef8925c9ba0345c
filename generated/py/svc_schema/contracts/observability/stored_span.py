# DO NOT EDIT — generated from schema/contracts/observability/stored-span.schema.json by make generate
"""ObservabilityStoredSpan: stored-span.schema.json."""

from typing import NotRequired, TypedDict


class ObservabilityStoredSpanEventsItem(TypedDict):
    """A span event."""

    name: NotRequired[str]
    """Event name."""
    timestamp_unix_nano: NotRequired[int]
    """When, in nanoseconds."""
    attributes: NotRequired[list[list[str]]]
    """Attributes."""


class ObservabilityStoredSpanLinksItem(TypedDict):
    """A link to another span."""

    trace_id: NotRequired[str]
    """Linked trace."""
    span_id: NotRequired[str]
    """Linked span."""
    trace_state: NotRequired[str]
    """W3C trace state."""
    attributes: NotRequired[list[list[str]]]
    """Attributes."""


class ObservabilityStoredSpan(TypedDict):
    """A span as the memory store keeps it: the engine's own spans and those the SDKs send
    on `/otel`, with the reference's field names.
    """

    trace_id: str
    """32 lowercase hex digits."""
    span_id: str
    """16 lowercase hex digits."""
    parent_span_id: NotRequired[str]
    """The parent span's id; absent for a root."""
    name: str
    """The span name: the function id for invocation spans, `METHOD /path` for HTTP request
    spans.
    """
    kind: NotRequired[str]
    """`server`, `client`, `internal`, `producer` or `consumer`, when known."""
    start_time_unix_nano: int
    """Start, in nanoseconds since the epoch."""
    end_time_unix_nano: int
    """End, in nanoseconds since the epoch; 0 while the span is pending."""
    status: str
    """`ok`, `error` or `unset`."""
    status_description: NotRequired[str]
    """The error message, for `error`."""
    attributes: list[list[str]]
    """Attributes as `[key, value]` pairs, values as strings; a value longer than the
    configured maximum ends with `…[truncated N chars]`.
    """
    service_name: str
    """`service.name` of the process that made the span."""
    events: list[ObservabilityStoredSpanEventsItem]
    """Span events."""
    links: list[ObservabilityStoredSpanLinksItem]
    """Span links."""
    instrumentation_scope_name: NotRequired[str]
    """Instrumentation scope that made the span."""
    instrumentation_scope_version: NotRequired[str]
    """Its version."""
    flags: NotRequired[int]
    """W3C trace flags."""
    trace_state: NotRequired[str]
    """W3C trace state."""
    pending: NotRequired[bool]
    """True while the span is in progress (its end time is 0)."""
