# DO NOT EDIT — generated from schema/contracts/engine/triggers-list-input.schema.json by make generate
"""EngineTriggersListInput: triggers-list-input.schema.json."""

from typing import NotRequired, TypedDict


class EngineTriggersListInput(TypedDict):
    """Input of `engine::triggers::list` (trigger types): filters, all optional and
    combined with and. Without `include_internal`, types under `engine::` are left out.
    """

    search: NotRequired[str]
    """Case-insensitive substring of the type id or description."""
    prefix: NotRequired[str]
    """Start of the type id."""
    include_internal: NotRequired[bool]
    """List the engine's own types too."""
