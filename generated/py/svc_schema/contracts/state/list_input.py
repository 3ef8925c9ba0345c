# DO NOT EDIT — generated from schema/contracts/state/list-input.schema.json by make generate
"""StateListInput: list-input.schema.json."""

from typing import TypedDict


class StateListInput(TypedDict):
    """Input of `state::list`: the scope whose values to return."""

    scope: str
    """Scope (group) to list."""
