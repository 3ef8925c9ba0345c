# DO NOT EDIT — generated from schema/contracts/state/get-input.schema.json by make generate
"""StateGetInput: get-input.schema.json."""

from typing import TypedDict


class StateGetInput(TypedDict):
    """Input of `state::get`: the entry to read."""

    scope: str
    """Scope (group) of the entry."""
    key: str
    """Key of the entry within its scope."""
