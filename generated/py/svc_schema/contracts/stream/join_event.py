# DO NOT EDIT — generated from schema/contracts/stream/join-event.schema.json by make generate
"""StreamJoinEvent: join-event.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class StreamJoinEvent(TypedDict):
    """Payload a `stream:join` or `stream:leave` handler receives. A join handler may
    answer `contracts/stream/join-result`.
    """

    subscription_id: str
    """The client's subscription id."""
    stream_name: str
    """Stream joined or left."""
    group_id: str
    """Group joined or left."""
    id: NotRequired[str]
    """Item joined or left, for an item subscription."""
    context: NotRequired[JsonValue]
    """What the auth function answered as `context` for the socket."""
