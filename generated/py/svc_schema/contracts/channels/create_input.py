# DO NOT EDIT — generated from schema/contracts/channels/create-input.schema.json by make generate
"""ChannelsCreateInput: create-input.schema.json."""

from typing import NotRequired, TypedDict


class ChannelsCreateInput(TypedDict):
    """Input of `engine::channels::create`. The channel belongs to the calling worker's
    connection (`_caller_worker_id`) and is removed when that connection goes away.
    """

    buffer_size: NotRequired[int | None]
    """Bytes the channel may hold for its reader before the writer is slowed; capped by
    svc-channels' `buffer_bytes`. Null or absent: that setting.
    """
    _caller_worker_id: NotRequired[str]
    """Injected by the engine: the calling worker, which owns the channel."""
