# DO NOT EDIT — generated from schema/contracts/stream/list-input.schema.json by make generate
"""StreamListInput: list-input.schema.json."""

from typing import TypedDict


class StreamListInput(TypedDict):
    """Input of `stream::list`: every item of a group, in item-id order (the output is a
    bare array of values, as in iii).
    """

    stream_name: str
    """Stream of the group."""
    group_id: str
    """Group to list."""
