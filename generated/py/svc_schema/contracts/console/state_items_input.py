# DO NOT EDIT — generated from schema/contracts/console/state-items-input.schema.json by make generate
"""ConsoleStateItemsInput: state-items-input.schema.json."""

from typing import NotRequired, TypedDict


class ConsoleStateItemsInput(TypedDict):
    """Body of `POST /_console/states/group`: one page of a scope's entries with their real
    keys (`state::list_keys`, whose output is the answer).
    """

    scope: str
    """The scope to list."""
    prefix: NotRequired[str]
    """Only keys starting with this."""
    cursor: NotRequired[str | None]
    """The previous page's `next_cursor`."""
    limit: NotRequired[int]
    """Most entries; 100 when absent."""
