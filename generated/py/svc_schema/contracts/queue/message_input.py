# DO NOT EDIT — generated from schema/contracts/queue/message-input.schema.json by make generate
"""QueueMessageInput: message-input.schema.json."""

from typing import NotRequired, TypedDict


class QueueMessageInput(TypedDict):
    """Input of `iii::queue::redrive_message` and `iii::queue::discard_message`: one
    message of a dead-letter queue.
    """

    queue: NotRequired[str]
    """Topic or queue name."""
    topic: NotRequired[str]
    """Alias of `queue`."""
    message_id: str
    """The message's id, as `dlq_messages` lists it."""
