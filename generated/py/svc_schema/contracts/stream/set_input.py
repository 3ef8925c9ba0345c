# DO NOT EDIT — generated from schema/contracts/stream/set-input.schema.json by make generate
"""StreamSetInput: set-input.schema.json."""

from typing import TypedDict

from svc_schema.common.json_value import JsonValue


class StreamSetInput(TypedDict):
    """Input of `stream::set`: store `data` as item `item_id` of `stream_name`/`group_id`;
    subscribers of the group see `create` or `update`.
    """

    stream_name: str
    """Stream of the item."""
    group_id: str
    """Group of the item within its stream."""
    item_id: str
    """Id of the item within its group."""
    data: JsonValue
    """The item's value."""
