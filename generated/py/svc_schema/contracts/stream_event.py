# DO NOT EDIT — generated from schema/contracts/stream-event.schema.json by make generate
"""StreamEvent: stream-event.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class StreamEventEvent(TypedDict):
    """What happened."""

    type: Literal["create", "update", "delete", "event", "sync", "unauthorized"]
    """`create`, `update`, `delete`, `event` (a custom event sent with `stream::send`);
    subscribers also see `sync` and `unauthorized`.
    """
    data: NotRequired[JsonValue]
    """The item's value after the change, or the snapshot for `sync`."""
    event: NotRequired[JsonValue]
    """For `event`: the custom event, `{type, data}`."""


class StreamEvent(TypedDict):
    """Payload a `stream` trigger's handler receives, and the frame stream subscribers
    receive. Keys are camelCase, as in the iii protocol.
    """

    type: Literal["stream"]
    """Always `stream`."""
    timestamp: int
    """When the change happened, in milliseconds since the Unix epoch."""
    streamName: str
    """Stream of the item."""
    groupId: str
    """Group of the item."""
    id: NotRequired[str]
    """Item id; absent for group-wide events."""
    event: StreamEventEvent
    """What happened."""
