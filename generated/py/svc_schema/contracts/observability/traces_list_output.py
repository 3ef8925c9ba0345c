# DO NOT EDIT — generated from schema/contracts/observability/traces-list-output.schema.json by make generate
"""ObservabilityTracesListOutput: traces-list-output.schema.json."""

from typing import Any, NotRequired, TypedDict

from svc_schema.contracts.observability.stored_span import ObservabilityStoredSpan


class ObservabilityTracesListOutput(TypedDict):
    """Output of `engine::traces::list`."""

    spans: list[ObservabilityStoredSpan]
    """The page of root spans (or matching spans)."""
    total: int
    """Rows that pass the filters, before pagination."""
    offset: int
    """The offset applied."""
    limit: int
    """The limit applied."""
    storage: NotRequired[dict[str, Any]]
    """What the store holds and how it evicts: `{kind: memory, spans|logs, max,
    retention_seconds, evicted}`.
    """
