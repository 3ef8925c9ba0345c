# DO NOT EDIT — generated from schema/contracts/queue/topic-stats-output.schema.json by make generate
"""QueueTopicStatsOutput: topic-stats-output.schema.json."""

from typing import Any, TypedDict


class QueueTopicStatsOutput(TypedDict):
    """Output of `engine::queue::topic_stats`: counts of one topic or named queue, over
    every function it delivers to. Counters (`done`, `failed`) count since the engine
    started.
    """

    depth: int
    """Messages waiting to be delivered (ready, delayed or waiting for a retry), not
    counting those in flight.
    """
    in_flight: int
    """Messages being delivered now."""
    done: int
    """Deliveries that succeeded."""
    failed: int
    """Attempts that failed (each retry counts)."""
    dlq_depth: int
    """Messages in the topic's dead-letter queue."""
    consumer_count: int
    """Trigger bindings consuming the topic in this engine."""
    config: dict[str, Any] | None
    """Settings of the named queue of that name, or null."""
