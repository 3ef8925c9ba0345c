# DO NOT EDIT — generated from schema/contracts/queue/list-topics-output.schema.json by make generate
"""QueueListTopicsOutput: list-topics-output.schema.json."""

from typing import NotRequired, TypeAlias, TypedDict


class QueueTopicSummary(TypedDict):
    """One topic."""

    name: str
    """Topic or queue name."""
    broker_type: str
    """Adapter keeping its messages: `in_memory`, `file_based` or `redis`."""
    subscriber_count: int
    """Trigger bindings consuming it in this engine."""
    depth: NotRequired[int]
    """Messages waiting, as in `topic_stats`."""
    dlq_depth: NotRequired[int]
    """Messages in its dead-letter queue."""


QueueListTopicsOutput: TypeAlias = list[QueueTopicSummary]
"""Output of `engine::queue::list_topics`: every named queue and every topic with a
subscriber or a message.
"""
