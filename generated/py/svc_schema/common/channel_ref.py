# DO NOT EDIT — generated from schema/common/channel-ref.schema.json by make generate
"""ChannelRef: channel-ref.schema.json."""

from typing import Literal, TypedDict


class ChannelRef(TypedDict):
    """A reference to one end of a streaming channel. SDKs turn any object of this shape
    inside a payload into a reader or writer that connects to `<engine
    url>/ws/channels/<channel_id>?key=<access_key>&dir=<direction>` on first use.
    """

    channel_id: str
    """Id of the channel."""
    access_key: str
    """Secret that authorises this end of the channel."""
    direction: Literal["read", "write"]
    """Which end this reference opens."""
