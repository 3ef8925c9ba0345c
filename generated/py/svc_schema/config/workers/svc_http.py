# DO NOT EDIT — generated from schema/config/workers/svc-http.schema.json by make generate
"""SvcHttpConfig: svc-http.schema.json."""

from typing import Literal, NotRequired, TypedDict


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
    """Deadline of the handler invocation; 504 when it passes."""
    header_timeout_ms: NotRequired[int]
    """How long a client may take to send the request headers."""
    concurrency_request_limit: NotRequired[int]
    """Requests handled at once; further requests wait."""
    cors: NotRequired[Literal[False] | SvcHttpConfigCors1]
    """Cross-origin settings. No CORS headers are sent unless `allowed_origins` lists at
    least one origin (or `*`); absent, `false` and an object without origins all send
    none.
    """
