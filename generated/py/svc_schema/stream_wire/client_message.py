# DO NOT EDIT — generated from schema/stream-wire/client-message.schema.json by make generate
"""StreamClientMessage: client-message.schema.json."""

from typing import Literal, NotRequired, TypedDict


class StreamSubscription(TypedDict):
    """The subscription."""

    subscriptionId: str
    """The client's id for the subscription, unique on its socket; a second join with it
    replaces the first.
    """
    streamName: str
    """Stream to follow."""
    groupId: str
    """Group of the stream to follow."""
    id: NotRequired[str]
    """Only this item of the group."""


class StreamClientMessage(TypedDict):
    """A frame a client sends on svc-stream's socket (port 3112, path `/`): join or leave a
    group, or one item of it. Every field of `data` but `id` is required; a frame that
    fails this schema gets `stream-wire/error-frame`, never silence.
    """

    type: Literal["join", "leave"]
    """`join` starts a subscription (the server answers `sync` or `unauthorized`); `leave`
    ends one.
    """
    data: StreamSubscription
    """The subscription."""
