# DO NOT EDIT — generated from schema/contracts/engine/triggers-info-input.schema.json by make generate
"""EngineTriggersInfoInput: triggers-info-input.schema.json."""

from typing import TypedDict


class EngineTriggersInfoInput(TypedDict):
    """Input of `engine::triggers::info`: the trigger type to describe. A type nobody
    provides is refused with `NOT_FOUND`.
    """

    id: str
    """The trigger type id."""
