# DO NOT EDIT — generated from schema/config/workers/svc-cron.schema.json by make generate
"""SvcCronConfig: svc-cron.schema.json."""

from typing import Literal, NotRequired, TypedDict


class SvcCronConfigAdapter(TypedDict):
    """`local` fires every tick in this engine; `redis` takes a lock per job and tick so
    that engines sharing one Redis fire it once. `kv` is the iii name for `local`.
    """

    name: Literal["local", "redis", "kv"]
    """Adapter kind."""
    url: NotRequired[str]
    """`redis`: connection URL."""
    key_prefix: NotRequired[str]
    """`redis`: prefix of the lock and last-fire keys."""
    lock_ttl_ms: NotRequired[int]
    """`redis`: how long the lock of one job's tick is kept; longer than the clock skew
    between engines.
    """
    command_timeout_ms: NotRequired[int]
    """`redis`: how long taking a lock waits for Redis; a tick whose lock cannot be taken
    is not fired, and is logged and counted.
    """


class SvcCronConfig(TypedDict):
    """Config of `svc-cron`, which fires `cron` triggers."""

    adapter: NotRequired[SvcCronConfigAdapter]
    """`local` fires every tick in this engine; `redis` takes a lock per job and tick so
    that engines sharing one Redis fire it once. `kv` is the iii name for `local`.
    """
