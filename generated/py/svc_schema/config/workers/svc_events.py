# DO NOT EDIT — generated from schema/config/workers/svc-events.schema.json by make generate
"""SvcEventsConfig: svc-events.schema.json."""

from typing import Literal, NotRequired, TypedDict


class SvcEventsConfigAdapter(TypedDict):
    """`local` delivers within this engine; `redis` delivers to subscribers on every engine
    sharing the Redis.
    """

    name: Literal["local", "redis"]
    """Adapter kind."""
    url: NotRequired[str]
    """`redis`: connection URL."""
    channel_prefix: NotRequired[str]
    """`redis`: prefix of the pub/sub channel names; engines that share it see each other's
    events.
    """
    command_timeout_ms: NotRequired[int]
    """`redis`: how long a publish waits for Redis before it fails with
    `store_outcome_unknown`.
    """


class SvcEventsConfig(TypedDict):
    """Config of `svc-events`: the `publish` function and `event` (`subscribe`) triggers.
    """

    adapter: NotRequired[SvcEventsConfigAdapter]
    """`local` delivers within this engine; `redis` delivers to subscribers on every engine
    sharing the Redis.
    """
    max_in_flight: NotRequired[int]
    """Deliveries to subscribers that may be running at once; a delivery past it is
    dropped, logged and counted (`events::stats`).
    """
