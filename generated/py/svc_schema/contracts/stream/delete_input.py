# DO NOT EDIT — generated from schema/contracts/stream/delete-input.schema.json by make generate
"""StreamDeleteInput: delete-input.schema.json."""

from typing import TypedDict


class StreamDeleteInput(TypedDict):
    """Input of `stream::delete`: remove one item; subscribers of the group see `delete`.
    """

    stream_name: str
    """Stream of the item."""
    group_id: str
    """Group of the item within its stream."""
    item_id: str
    """Id of the item within its group."""
