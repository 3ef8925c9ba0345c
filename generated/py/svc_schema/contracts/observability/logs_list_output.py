# DO NOT EDIT — generated from schema/contracts/observability/logs-list-output.schema.json by make generate
"""ObservabilityLogsListOutput: logs-list-output.schema.json."""

from typing import Any, NotRequired, TypedDict

from svc_schema.contracts.observability.stored_log import ObservabilityStoredLog


class ObservabilityLogsListOutput(TypedDict):
    """Output of `engine::logs::list`."""

    logs: list[ObservabilityStoredLog]
    """The page, newest first."""
    total: int
    """Records that pass the filters, before pagination."""
    offset: NotRequired[int]
    """The offset applied."""
    limit: NotRequired[int]
    """The limit applied."""
    services: NotRequired[dict[str, int]]
    """Records that pass the filters, counted by service name."""
    timestamp: int
    """When the answer was made, unix ms."""
    storage: NotRequired[dict[str, Any]]
    """What the store holds and how it evicts: `{kind: memory, spans|logs, max,
    retention_seconds, evicted}`.
    """
