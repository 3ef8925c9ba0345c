# DO NOT EDIT — generated from schema/contracts/observability/clear-input.schema.json by make generate
"""ObservabilityClearInput: clear-input.schema.json."""

from typing import TypedDict


class ObservabilityClearInput(TypedDict):
    """Input of `engine::traces::clear` and `engine::logs::clear`: an empty object (other
    keys are ignored).
    """

