# DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-info-input.schema.json by make generate
"""EngineRegisteredTriggersInfoInput: registered-triggers-info-input.schema.json."""

from typing import TypedDict


class EngineRegisteredTriggersInfoInput(TypedDict):
    """Input of `engine::registered-triggers::info`: the binding to describe. An unknown id
    is refused with `NOT_FOUND`.
    """

    id: str
    """The binding's id."""
