# DO NOT EDIT — generated from schema/contracts/queue/dlq-messages-input.schema.json by make generate
"""QueueDlqMessagesInput: dlq-messages-input.schema.json."""

from typing import NotRequired, TypedDict


class QueueDlqMessagesInput(TypedDict):
    """Input of `engine::queue::dlq_messages`: one page of a topic's dead-letter queue,
    oldest failure first.
    """

    topic: str
    """Topic or queue name."""
    offset: NotRequired[int]
    """Messages to skip."""
    limit: NotRequired[int]
    """Most messages in the page."""
