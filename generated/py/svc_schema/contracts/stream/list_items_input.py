# DO NOT EDIT — generated from schema/contracts/stream/list-items-input.schema.json by make generate
"""StreamListItemsInput: list-items-input.schema.json."""

from typing import NotRequired, TypedDict


class StreamListItemsInput(TypedDict):
    """Input of `stream::list_items`: one page of a group's items with their ids, in id
    order.
    """

    stream_name: str
    """Stream of the group."""
    group_id: str
    """Group to list."""
    prefix: NotRequired[str]
    """Only items whose id starts with this."""
    cursor: NotRequired[str | None]
    """`next_cursor` of the previous page; the first page when absent or null."""
    limit: NotRequired[int]
    """Most items in the page; 100 when absent."""
