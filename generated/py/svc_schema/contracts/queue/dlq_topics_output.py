# DO NOT EDIT — generated from schema/contracts/queue/dlq-topics-output.schema.json by make generate
"""QueueDlqTopicsOutput: dlq-topics-output.schema.json."""

from typing import TypeAlias, TypedDict


class QueueDlqTopic(TypedDict):
    """One dead-letter queue."""

    topic: str
    """Topic or queue name."""
    broker_type: str
    """Adapter keeping its messages."""
    message_count: int
    """Messages in it."""


QueueDlqTopicsOutput: TypeAlias = list[QueueDlqTopic]
"""Output of `engine::queue::dlq_topics`: every topic whose dead-letter queue holds
messages.
"""
