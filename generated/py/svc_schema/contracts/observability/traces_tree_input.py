# DO NOT EDIT — generated from schema/contracts/observability/traces-tree-input.schema.json by make generate
"""ObservabilityTracesTreeInput: traces-tree-input.schema.json."""

from typing import TypedDict


class ObservabilityTracesTreeInput(TypedDict):
    """Input of `engine::traces::tree`."""

    trace_id: str
    """The trace."""
