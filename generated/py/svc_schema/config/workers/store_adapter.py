# DO NOT EDIT — generated from schema/config/workers/store-adapter.schema.json by make generate
"""StoreAdapter: store-adapter.schema.json."""

from typing import Literal, NotRequired, TypedDict


class StoreAdapterConfig(TypedDict):
    """iii form of the adapter settings."""

    store_method: NotRequired[Literal["in_memory", "file_based"]]
    """`in_memory` or `file_based`."""
    file_path: NotRequired[str]
    """Where the file store lives."""
    save_interval_ms: NotRequired[int]
    """How often the file store is synced, in milliseconds."""
    redis_url: NotRequired[str]
    """Redis connection URL."""


class StoreAdapter(TypedDict):
    """Where a built-in worker keeps its data. `in_memory` is fast and lost at restart;
    `file_based` is an append-only log on local disk; `redis` is shared by every engine
    using the same Redis. The iii form `{name: kv, config: {store_method, file_path}}`
    and `{name: redis, config: {redis_url}}` is accepted too.
    """

    name: Literal["in_memory", "file_based", "redis", "kv"]
    """Adapter kind; `kv` is the iii name that defers to `config.store_method`."""
    path: NotRequired[str]
    """`file_based`: directory of the log, relative to the config file."""
    durability: NotRequired[Literal["fsync", "batched"]]
    """`file_based`: `fsync` (default) acknowledges a write only once it is on disk;
    `batched` acknowledges at once and syncs every `batch_window_ms`.
    """
    batch_window_ms: NotRequired[int]
    """`file_based` with `batched`: longest time an acknowledged write may sit unsynced.
    """
    url: NotRequired[str]
    """`redis`: connection URL, e.g. `redis://127.0.0.1:6379/0`."""
    key_prefix: NotRequired[str]
    """`redis`: prefix of every key this adapter writes."""
    command_timeout_ms: NotRequired[int]
    """`redis`: longest wait, in milliseconds, for Redis to accept a connection or to
    answer a command; past it the call fails and the connection is replaced. Calls made
    while Redis is unreachable fail at once with `store_unavailable`. Default 2000.
    """
    config: NotRequired[StoreAdapterConfig]
    """iii form of the adapter settings."""
