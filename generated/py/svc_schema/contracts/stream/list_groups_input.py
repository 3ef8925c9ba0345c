# DO NOT EDIT — generated from schema/contracts/stream/list-groups-input.schema.json by make generate
"""StreamListGroupsInput: list-groups-input.schema.json."""

from typing import TypedDict


class StreamListGroupsInput(TypedDict):
    """Input of `stream::list_groups`: the groups of a stream that hold items."""

    stream_name: str
    """Stream to list."""
