# DO NOT EDIT — generated from schema/contracts/observability/traces-group-by-input.schema.json by make generate
"""ObservabilityTracesGroupByInput: traces-group-by-input.schema.json."""

from typing import NotRequired, TypedDict


class ObservabilityTracesGroupByInput(TypedDict):
    """Input of `engine::traces::group_by`: traces grouped by the value of one attribute.
    """

    attribute: str
    """Attribute key whose values group the spans."""
    since_ms: NotRequired[float]
    """Only spans that start at or after this unix ms."""
    limit: NotRequired[int]
    """Groups returned, most recent first (default 100)."""
    include_internal: NotRequired[bool]
    """Include spans of `engine::*` functions."""
    label_attribute: NotRequired[str]
    """Attribute whose first value labels each group."""
