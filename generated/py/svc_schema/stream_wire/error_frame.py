# DO NOT EDIT — generated from schema/stream-wire/error-frame.schema.json by make generate
"""StreamErrorFrame: error-frame.schema.json."""

from typing import Literal, NotRequired, TypedDict


class StreamError(TypedDict):
    """What was wrong."""

    code: str
    """`invalid_message` or `too_many_subscriptions` (docs/errors.md)."""
    message: str
    """The reason, naming the field (e.g. `/data must have required property 'groupId'`).
    """


class StreamErrorFrame(TypedDict):
    """What svc-stream's socket answers a frame it cannot act on (not JSON, failing
    `stream-wire/client-message`, too many subscriptions). The socket stays open.
    """

    type: Literal["error"]
    """Always `error`."""
    subscriptionId: NotRequired[str]
    """The subscription the frame named, when it named one."""
    error: StreamError
    """What was wrong."""
