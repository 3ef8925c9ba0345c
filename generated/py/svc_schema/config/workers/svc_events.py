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


class SvcEventsConfig(TypedDict):
    """Config of `svc-events`: the `publish` function and `event` (`subscribe`) triggers.
    """

    adapter: NotRequired[SvcEventsConfigAdapter]
    """`local` delivers within this engine; `redis` delivers to subscribers on every engine
    sharing the Redis.
    """
