# DO NOT EDIT — generated from schema/contracts/state/list-keys-input.schema.json by make generate
"""StateListKeysInput: list-keys-input.schema.json."""

from typing import NotRequired, TypedDict


class StateListKeysInput(TypedDict):
    """Input of `state::list_keys`: one page of a scope's entries, ordered by key (Unicode
    code point order).
    """

    scope: str
    """Scope (group) to list."""
    prefix: NotRequired[str]
    """Only keys starting with this text."""
    cursor: NotRequired[str | None]
    """`next_cursor` of the previous page; absent or null for the first page."""
    limit: NotRequired[int]
    """Most entries in the page."""
