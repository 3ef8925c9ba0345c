# DO NOT EDIT — generated from schema/contracts/queue/publish-input.schema.json by make generate
"""QueuePublishInput: publish-input.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class QueuePublishInput(TypedDict):
    """Input of `iii::durable::publish`: one message to every function bound to `topic` by
    a `queue` or `durable:subscriber` trigger, each delivered at least once.
    """

    topic: NotRequired[str]
    """Topic to publish to."""
    queue: NotRequired[str]
    """Alias of `topic`."""
    data: NotRequired[JsonValue]
    """Payload every subscriber receives."""
    messageGroupId: NotRequired[str]
    """FIFO subscribers: messages of one group are delivered one at a time, in publish
    order. Defaults to the data field the queue's `message_group_field` names.
    """
    priority: NotRequired[int]
    """Higher is delivered first among ready messages, up to the subscriber's
    `maxPriority`; 0 by default.
    """
    delaySeconds: NotRequired[float]
    """Seconds before the message can be delivered; the subscriber's `delaySeconds` when
    absent.
    """
