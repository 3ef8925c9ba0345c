# DO NOT EDIT — generated from schema/contracts/channels/create-output.schema.json by make generate
"""ChannelsCreateOutput: create-output.schema.json."""

from typing import TypedDict

from svc_schema.common.channel_ref import ChannelRef


class ChannelsCreateOutput(TypedDict):
    """Output of `engine::channels::create`: the two references to the new channel; hand
    one to another function in a payload.
    """

    writer: ChannelRef
    """The side that sends (`direction: write`)."""
    reader: ChannelRef
    """The side that receives (`direction: read`)."""
