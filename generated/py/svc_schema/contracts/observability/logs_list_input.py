# DO NOT EDIT — generated from schema/contracts/observability/logs-list-input.schema.json by make generate
"""ObservabilityLogsListInput: logs-list-input.schema.json."""

from typing import NotRequired, TypedDict


class ObservabilityLogsListInput(TypedDict):
    """Input of `engine::logs::list`: filters combined with and, newest first."""

    start_time: NotRequired[float]
    """Only records at or after this unix ms."""
    end_time: NotRequired[float]
    """Only records at or before this unix ms."""
    trace_id: NotRequired[str]
    """Only records of this trace."""
    span_id: NotRequired[str]
    """Only records of this span."""
    severity_min: NotRequired[int]
    """Minimum OTel severity number, 1 (TRACE) to 24 (FATAL4)."""
    severity_text: NotRequired[str]
    """Case-insensitive severity text (`WARN` also matches `WARNING`)."""
    severity_texts: NotRequired[list[str]]
    """Any of these severity texts, case-insensitive (`WARN` also matches `WARNING`); with
    `severity_text`, a record must match both.
    """
    search: NotRequired[str]
    """Case-insensitive substring of the body or of an attribute value."""
    service_name: NotRequired[str]
    """Only records of this service (exact)."""
    offset: NotRequired[int]
    """Records skipped before the page (default 0)."""
    limit: NotRequired[int]
    """Records in the page (default 100, at most 1000)."""
