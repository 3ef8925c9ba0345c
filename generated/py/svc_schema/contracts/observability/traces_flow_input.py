# DO NOT EDIT — generated from schema/contracts/observability/traces-flow-input.schema.json by make generate
"""ObservabilityTracesFlowInput: traces-flow-input.schema.json."""

from typing import NotRequired, TypedDict


class ObservabilityTracesFlowInput(TypedDict):
    """Input of `engine::traces::flow`: what functions touched (state scopes, streams,
    queue topics, event topics), learned from the stored spans.
    """

    since_ms: NotRequired[float]
    """Only spans that start at or after this unix ms."""
    limit: NotRequired[int]
    """Edges returned, most recently seen first (default 500)."""
