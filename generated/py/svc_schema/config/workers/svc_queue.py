# DO NOT EDIT — generated from schema/config/workers/svc-queue.schema.json by make generate
"""SvcQueueConfig: svc-queue.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.config.workers.store_adapter import StoreAdapter


class SvcQueueConfigQueuesValue(TypedDict):
    """SvcQueueConfigQueuesValue"""

    type: NotRequired[Literal["standard", "fifo"]]
    """`standard` (parallel) or `fifo` (one at a time, in order)."""
    max_retries: NotRequired[int]
    """Attempts after the first before a message is dead-lettered (3 by default):
    `max_retries: N` means N+1 attempts.
    """
    concurrency: NotRequired[int]
    """Messages handled at once per function in this engine (10 by default); a `fifo` queue
    still runs one message of a group at a time.
    """
    visibility_timeout_ms: NotRequired[int]
    """Deadline of one delivery (30000 by default): past it the attempt is cancelled and
    counted as failed; with the redis adapter, a message taken by an engine that went
    away is delivered again after it.
    """
    backoff_ms: NotRequired[int]
    """Base wait between retries, in milliseconds (1000 by default)."""
    backoff_type: NotRequired[Literal["fixed", "exponential"]]
    """`exponential` (default): the wait doubles after each failed attempt (`backoff_ms ·
    2^(n-1)`); `fixed`: always `backoff_ms`.
    """
    delay_seconds: NotRequired[float]
    """Seconds before a new message can be delivered."""
    max_priority: NotRequired[int]
    """Highest message priority the queue distinguishes; higher priorities are delivered
    first. 0 (default) ignores priorities.
    """
    message_group_field: NotRequired[str]
    """`fifo`: the data field whose value is a message's group; order is kept within a
    group. Without it a fifo queue is one group.
    """


class SvcQueueConfig(TypedDict):
    """Config of `svc-queue`: named queues for `enqueue` actions and `queue` triggers, with
    retries and a dead-letter queue.
    """

    adapter: NotRequired[StoreAdapter]
    """Where messages are kept until acknowledged; `in_memory` when absent."""
    queues: NotRequired[dict[str, SvcQueueConfigQueuesValue]]
    """Settings per queue name; a `default` queue always exists."""
    max_messages: NotRequired[int]
    """Most messages kept (waiting, in flight and dead-lettered) over every queue; an
    enqueue or publish past it fails with `queue_full`. 1000000 by default.
    """
    poll_interval_ms: NotRequired[int]
    """`redis` adapter: how often an idle consumer looks for messages other engines
    enqueued (messages from this engine wake it at once). 200 by default.
    """
