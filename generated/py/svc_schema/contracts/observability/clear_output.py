# DO NOT EDIT — generated from schema/contracts/observability/clear-output.schema.json by make generate
"""ObservabilityClearOutput: clear-output.schema.json."""

from typing import NotRequired, TypedDict


class ObservabilityClearOutput(TypedDict):
    """Output of `engine::traces::clear` and `engine::logs::clear`."""

    success: bool
    """Always true."""
    cleared: NotRequired[int]
    """Records removed."""
