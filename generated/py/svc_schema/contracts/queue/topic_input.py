# DO NOT EDIT — generated from schema/contracts/queue/topic-input.schema.json by make generate
"""QueueTopicInput: topic-input.schema.json."""

from typing import TypedDict


class QueueTopicInput(TypedDict):
    """Input of `engine::queue::topic_stats`: the topic (or named queue) to describe."""

    topic: str
    """Topic or queue name."""
