# DO NOT EDIT — generated from schema/contracts/stream/list-items-output.schema.json by make generate
"""StreamListItemsOutput: list-items-output.schema.json."""

from typing import TypedDict

from svc_schema.common.json_value import JsonValue


class StreamItemWithId(TypedDict):
    """One item and its id."""

    id: str
    """Id of the item in its group."""
    value: JsonValue
    """Its current value."""


class StreamListItemsOutput(TypedDict):
    """Output of `stream::list_items`: one page of a group's items."""

    items: list[StreamItemWithId]
    """Items of this page, ordered by id."""
    next_cursor: str | None
    """Pass as `cursor` to get the next page; null when this page is the last."""
