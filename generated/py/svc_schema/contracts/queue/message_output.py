# DO NOT EDIT — generated from schema/contracts/queue/message-output.schema.json by make generate
"""QueueMessageOutput: message-output.schema.json."""

from typing import NotRequired, TypedDict


class QueueMessageOutput(TypedDict):
    """Output of `iii::queue::redrive_message` (`redriven`) and
    `iii::queue::discard_message` (`discarded`): false when the dead-letter queue does
    not hold that message.
    """

    queue: str
    """Topic or queue name."""
    message_id: str
    """The message's id."""
    redriven: NotRequired[bool]
    """`redrive_message`: the message went back to its queue."""
    discarded: NotRequired[bool]
    """`discard_message`: the message was deleted."""
