# DO NOT EDIT — generated from schema/config/workers/svc-channels.schema.json by make generate
"""SvcChannelsConfig: svc-channels.schema.json."""

from typing import NotRequired, TypedDict


class SvcChannelsConfig(TypedDict):
    """Config of `svc-channels`: streaming channels (`engine::channels::create`), served at
    `/ws/channels/<id>` on the bridge's listener.
    """

    max_channels: NotRequired[int]
    """Channels that may be open at once; `engine::channels::create` past it fails with
    `channel_limit_reached`.
    """
    buffer_bytes: NotRequired[int]
    """Bytes a channel holds for its reader (queued and unsent to the socket); past it the
    writer's socket is paused until the reader catches up. A `buffer_size` asked at
    create is capped by it.
    """
    max_frame_bytes: NotRequired[int]
    """Largest frame a writer may send; a larger one closes the writer with 1009."""
    connect_timeout_ms: NotRequired[int]
    """How long a side of a channel may stay unconnected before the channel is removed (its
    connected side is closed with 1001).
    """
