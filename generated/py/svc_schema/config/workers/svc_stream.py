# DO NOT EDIT — generated from schema/config/workers/svc-stream.schema.json by make generate
"""SvcStreamConfig: svc-stream.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.config.workers.store_adapter import StoreAdapter
from svc_schema.config.workers.tls import TlsConfig


class SvcStreamConfig(TypedDict):
    """Config of `svc-stream`: `stream::*` functions, `stream`, `stream:join` and
    `stream:leave` triggers, and the subscription WebSocket (with the `svc:live` feed).
    """

    host: NotRequired[str]
    """Address of the subscription WebSocket."""
    port: NotRequired[int]
    """Port of the subscription WebSocket; 0 picks a free one."""
    handshake_timeout_ms: NotRequired[int]
    """How long a client may take to finish its TLS handshake and send its upgrade request;
    a slower one (a stalled or slowloris client) is closed.
    """
    tls: NotRequired[TlsConfig]
    """TLS for the subscription WebSocket: clients then connect with `wss://`. None means
    plain `ws://`.
    """
    adapter: NotRequired[StoreAdapter]
    """Where stream items are kept; `in_memory` when absent. With `redis`, every engine on
    the same Redis (and `key_prefix`) sees the same items and delivers each change to
    its own subscribers.
    """
    auth_function: NotRequired[str | None]
    """Function asked to authorise each subscription socket on upgrade with
    `contracts/stream/auth-input`; it answers `contracts/stream/auth-output`, and a
    failure refuses the upgrade (401). None means open.
    """
    max_buffered_bytes: NotRequired[int]
    """Bytes that may wait to be written to one subscriber socket; a subscriber past it
    cannot keep up and is closed with 4010, so writers never wait for it.
    """
    max_subscriptions_per_socket: NotRequired[int]
    """Subscriptions one socket may hold at once; a join past it gets an error frame
    `too_many_subscriptions`.
    """
    max_value_bytes: NotRequired[int]
    """Largest item, as JSON text; larger ones fail with `VALUE_TOO_LARGE`."""
    live_interval_ms: NotRequired[int]
    """How often the `svc:live` feed sends what changed, in milliseconds: a busy engine
    sends at most one frame per group per interval.
    """
