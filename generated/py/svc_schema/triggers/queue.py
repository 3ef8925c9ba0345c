# DO NOT EDIT — generated from schema/triggers/queue.schema.json by make generate
"""QueueTriggerConfig: queue.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId


class QueueTriggerConfigQueueConfig(TypedDict):
    """How messages are delivered to the function."""

    type: NotRequired[Literal["standard", "fifo"]]
    """`standard` (parallel, unordered) or `fifo` (one at a time, in order)."""
    maxRetries: NotRequired[int]
    """Attempts after the first before a message goes to the dead-letter queue."""
    concurrency: NotRequired[int]
    """Messages handled at once."""
    visibilityTimeout: NotRequired[float]
    """Seconds a taken message stays hidden before it is delivered again."""
    delaySeconds: NotRequired[float]
    """Seconds before a new message becomes visible."""
    backoffType: NotRequired[Literal["fixed", "exponential"]]
    """How the wait between retries grows."""
    backoffDelayMs: NotRequired[int]
    """Base wait between retries, in milliseconds."""
    maxPriority: NotRequired[int]
    """Highest message priority the queue distinguishes."""


class QueueTriggerConfig(TypedDict):
    """Config of a `queue` trigger (also accepted under the type name
    `durable:subscriber`): consume messages published to `topic`, each delivered at
    least once with retries. The handler receives the published data. Unknown keys are
    ignored.
    """

    topic: str
    """Topic whose messages this trigger consumes."""
    queue_config: NotRequired[QueueTriggerConfigQueueConfig]
    """How messages are delivered to the function."""
    condition_function_id: NotRequired[FunctionId]
    """Function called with the message first; a result of exactly `false` acknowledges the
    message without running the handler.
    """
