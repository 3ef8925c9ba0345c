# DO NOT EDIT — generated from schema/config/workers/svc-http.schema.json by make generate
"""SvcHttpConfig: svc-http.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.config.workers.tls import TlsConfig


class SvcHttpConfigCors1(TypedDict):
    """SvcHttpConfigCors1"""

    allowed_origins: NotRequired[list[str]]
    """Origins allowed to call (`https://app.example.com`), or `*` for any; empty or
    absent, no CORS headers are sent.
    """
    allowed_methods: NotRequired[list[str]]
    """Methods allowed in cross-origin calls."""
    allowed_headers: NotRequired[list[str]]
    """Request headers allowed in cross-origin calls."""
    allow_credentials: NotRequired[bool]
    """Whether browsers may send credentials."""
    max_age_s: NotRequired[int]
    """How long browsers may cache a preflight answer, in seconds."""


class SvcHttpConfig(TypedDict):
    """Config of `svc-http`, the engine HTTP API that serves `http` triggers."""

    host: NotRequired[str]
    """Address to listen on."""
    port: NotRequired[int]
    """Port to listen on; 0 picks a free one."""
    body_limit_bytes: NotRequired[int]
    """Largest request body; a larger one is answered 413 before it is read past the limit.
    """
    request_timeout_ms: NotRequired[int]
    """Deadline of the request once its body has been read and it has a slot, shared by its
    middleware, condition and handler; 504 when it passes.
    """
    header_timeout_ms: NotRequired[int]
    """How long a client may take to send the request headers."""
    tls: NotRequired[TlsConfig]
    """TLS for the HTTP API: it then answers `https://` only. None means plain `http://`.
    """
    concurrency_request_limit: NotRequired[int]
    """Requests whose middleware, condition and handler run at once; a request takes its
    slot once its body has been read, and further requests wait their turn.
    """
    concurrency_body_read_limit: NotRequired[int]
    """Request bodies being received at once; a request whose body would pass the limit is
    answered 503 `SERVER_BUSY` with `Retry-After` and its connection closed.
    """
    concurrency_per_client_limit: NotRequired[int]
    """Requests in progress from one client address (receiving the body, waiting for a
    slot, or running); past it 429 `TOO_MANY_REQUESTS` with `Retry-After`. Behind a load
    balancer or proxy every client is one address: raise it to
    `concurrency_request_limit` there.
    """
    body_timeout_ms: NotRequired[int]
    """How long a request body may take to arrive in full, counted from the end of the
    headers; then 408 `REQUEST_TIMEOUT` and the connection is closed.
    """
    body_min_rate_bytes_per_s: NotRequired[int]
    """Slowest average rate a request body may arrive at once `body_min_rate_grace_ms` has
    passed; slower is 408 `REQUEST_TIMEOUT` and the connection is closed. 0 turns the
    check off.
    """
    body_min_rate_grace_ms: NotRequired[int]
    """Time a request body is given before `body_min_rate_bytes_per_s` applies."""
    cors: NotRequired[Literal[False] | SvcHttpConfigCors1]
    """Cross-origin settings. No CORS headers are sent unless `allowed_origins` lists at
    least one origin (or `*`); absent, `false` and an object without origins all send
    none.
    """
