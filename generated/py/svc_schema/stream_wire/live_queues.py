# DO NOT EDIT — generated from schema/stream-wire/live-queues.schema.json by make generate
"""LiveQueueStats: live-queues.schema.json."""

from typing import NotRequired, TypedDict


class LiveQueueTopic(TypedDict):
    """The counts of one topic, as `engine::queue::topic_stats` reads them."""

    name: str
    """The topic or named queue."""
    broker_type: NotRequired[str]
    """The adapter keeping it (`in_memory`, `file_based`, `redis`)."""
    subscriber_count: NotRequired[int]
    """Functions bound to the topic."""
    depth: int
    """Messages waiting, delayed or waiting for a retry."""
    in_flight: int
    """Messages being delivered now."""
    done: int
    """Deliveries that succeeded since the engine started."""
    failed: int
    """Attempts that failed since the engine started (each retry counts)."""
    dlq_depth: int
    """Messages in the topic's dead-letter queue."""


class LiveQueueStats(TypedDict):
    """`data` of the `stats` events of `svc:live` group `queues`: the counts of every queue
    topic, sent once per `live_interval_ms` while any of them changes.
    """

    topics: list[LiveQueueTopic]
    """One entry per named queue, subscribed topic or topic holding messages, by name (at
    most 500).
    """
