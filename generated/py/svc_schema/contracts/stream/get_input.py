# DO NOT EDIT — generated from schema/contracts/stream/get-input.schema.json by make generate
"""StreamGetInput: get-input.schema.json."""

from typing import TypedDict


class StreamGetInput(TypedDict):
    """Input of `stream::get`: one item; the output is its value, or null."""

    stream_name: str
    """Stream of the item."""
    group_id: str
    """Group of the item within its stream."""
    item_id: str
    """Id of the item within its group."""
