# DO NOT EDIT — generated from schema/config/workers/svc-queue.schema.json by make generate
"""SvcQueueConfig: svc-queue.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.config.workers.store_adapter import StoreAdapter


class SvcQueueConfigQueuesValue(TypedDict):
    """SvcQueueConfigQueuesValue"""

    type: NotRequired[Literal["standard", "fifo"]]
    """`standard` (parallel) or `fifo` (one at a time, in order)."""
    max_retries: NotRequired[int]
    """Attempts after the first before a message is dead-lettered."""
    concurrency: NotRequired[int]
    """Messages handled at once."""
    visibility_timeout_ms: NotRequired[int]
    """How long a taken message stays hidden before redelivery."""
    backoff_ms: NotRequired[int]
    """Base wait between retries; doubles each attempt."""


class SvcQueueConfig(TypedDict):
    """Config of `svc-queue`: named queues for `enqueue` actions and `queue` triggers, with
    retries and a dead-letter queue.
    """

    adapter: NotRequired[StoreAdapter]
    """Where messages are kept until acknowledged; `in_memory` when absent."""
    queues: NotRequired[dict[str, SvcQueueConfigQueuesValue]]
    """Settings per queue name; a `default` queue always exists."""
