# DO NOT EDIT — generated from schema/config/workers/svc-cron.schema.json by make generate
"""SvcCronConfig: svc-cron.schema.json."""

from typing import Literal, NotRequired, TypedDict


class SvcCronConfigAdapter(TypedDict):
    """`local` fires every tick in this engine; `redis` takes a lease per tick so that
    engines sharing one Redis fire it once. `kv` is the iii name for `local`.
    """

    name: Literal["local", "redis", "kv"]
    """Adapter kind."""
    url: NotRequired[str]
    """`redis`: connection URL."""


class SvcCronConfig(TypedDict):
    """Config of `svc-cron`, which fires `cron` triggers."""

    adapter: NotRequired[SvcCronConfigAdapter]
    """`local` fires every tick in this engine; `redis` takes a lease per tick so that
    engines sharing one Redis fire it once. `kv` is the iii name for `local`.
    """
