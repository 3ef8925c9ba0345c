# DO NOT EDIT — generated from schema/contracts/state/delete-input.schema.json by make generate
"""StateDeleteInput: delete-input.schema.json."""

from typing import TypedDict


class StateDeleteInput(TypedDict):
    """Input of `state::delete`: the entry to remove. Deleting a missing key is not an
    error.
    """

    scope: str
    """Scope (group) of the entry."""
    key: str
    """Key of the entry within its scope."""
