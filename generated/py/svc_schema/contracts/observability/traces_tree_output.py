# DO NOT EDIT — generated from schema/contracts/observability/traces-tree-output.schema.json by make generate
"""ObservabilityTracesTreeOutput: traces-tree-output.schema.json."""

from typing import Any, NotRequired, TypedDict


class ObservabilityTracesTreeOutputRootsItem(TypedDict):
    """A stored span with `children`."""

    children: NotRequired[list[dict[str, Any]]]
    """Child spans, with their children."""


class ObservabilityTracesTreeOutput(TypedDict):
    """Output of `engine::traces::tree`: the trace's spans nested under their parents (a
    span whose parent is not stored is a root), each with `children`, sorted by start
    time.
    """

    roots: list[ObservabilityTracesTreeOutputRootsItem]
    """Root spans, each a stored span with `children` (the same shape, recursively)."""
    storage: NotRequired[dict[str, Any]]
    """What the store holds and how it evicts: `{kind: memory, spans|logs, max,
    retention_seconds, evicted}`.
    """
