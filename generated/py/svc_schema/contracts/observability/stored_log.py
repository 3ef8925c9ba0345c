# DO NOT EDIT — generated from schema/contracts/observability/stored-log.schema.json by make generate
"""ObservabilityStoredLog: stored-log.schema.json."""

from typing import Any, NotRequired, TypedDict


class ObservabilityStoredLog(TypedDict):
    """A log record as the memory store keeps it, with the reference's field names."""

    timestamp_unix_nano: int
    """When it was written, nanoseconds."""
    observed_timestamp_unix_nano: int
    """When it was observed, nanoseconds."""
    severity_number: int
    """OTel severity number, 0 to 24."""
    severity_text: str
    """Severity text as sent (`INFO`, `WARN`, …)."""
    body: str
    """The message; a structured body is JSON-encoded."""
    attributes: dict[str, Any]
    """Attributes as JSON values."""
    trace_id: NotRequired[str]
    """Trace of the span active when it was written."""
    span_id: NotRequired[str]
    """That span."""
    resource: dict[str, str]
    """Resource attributes as strings."""
    service_name: str
    """`service.name` of the resource."""
    instrumentation_scope_name: NotRequired[str]
    """Instrumentation scope."""
    instrumentation_scope_version: NotRequired[str]
    """Its version."""
