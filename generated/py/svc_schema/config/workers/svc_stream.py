# DO NOT EDIT — generated from schema/config/workers/svc-stream.schema.json by make generate
"""SvcStreamConfig: svc-stream.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.config.workers.store_adapter import StoreAdapter


class SvcStreamConfig(TypedDict):
    """Config of `svc-stream`: `stream::*` functions, `stream` triggers and the
    subscription WebSocket.
    """

    host: NotRequired[str]
    """Address of the subscription WebSocket."""
    port: NotRequired[int]
    """Port of the subscription WebSocket; 0 picks a free one."""
    adapter: NotRequired[StoreAdapter]
    """Where stream items are kept; `in_memory` when absent."""
    auth_function: NotRequired[str | None]
    """Function asked to authorise each subscription; none means open."""
