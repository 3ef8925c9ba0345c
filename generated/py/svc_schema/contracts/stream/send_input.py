# DO NOT EDIT — generated from schema/contracts/stream/send-input.schema.json by make generate
"""StreamSendInput: send-input.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class StreamSendInput(TypedDict):
    """Input of `stream::send`: push a custom event to the subscribers of a group (or of
    one item with `id`); nothing is stored. The output is null.
    """

    stream_name: str
    """Stream of the group."""
    group_id: str
    """Group whose subscribers get the event."""
    id: NotRequired[str]
    """Item the event is about; subscribers of the group and of that item get it."""
    type: str
    """The custom event type."""
    data: NotRequired[JsonValue]
    """The event's data."""
