# DO NOT EDIT — generated from schema/config/auth.schema.json by make generate
"""AuthConfig: auth.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.config.auth_token import AuthToken


class AuthConfig(TypedDict):
    """Who may connect to the engine and what each connection may do (docs/security.md).
    With at least one token listed, every worker connection (the bridge's `/` and
    `/otel`), the stream socket (3112) and the engine's own HTTP endpoints
    (`/_console/*`, `/_metrics`) need a token; without tokens the engine refuses to
    listen on a non-loopback address unless `allow_unauthenticated` is true. The limits
    apply with or without tokens.
    """

    tokens: NotRequired[list[AuthToken]]
    """The accepted tokens, each with a name (shown in logs and listings, never the secret)
    and its scopes.
    """
    allow_unauthenticated: NotRequired[bool]
    """Listen on non-loopback addresses without tokens (CLI `--insecure`). Anyone who
    reaches the ports can then register and invoke anything; the engine warns at every
    start.
    """
    allowed_origins: NotRequired[list[str]]
    """Browser origins (`https://app.example.com`) that may open WebSockets to the bridge
    and the stream socket. An upgrade without an `Origin` header (SDKs, not browsers) or
    from the same origin as the socket is always let through; any other origin is
    refused with 403. `*` allows every origin.
    """
    max_connections_per_token: NotRequired[int]
    """Worker connections one token may hold at once (a token's own `max_connections`
    overrides it); one more is refused with 429 `too_many_connections` before the
    upgrade.
    """
    max_connections_per_address: NotRequired[int]
    """Worker connections one client address may hold at once; one more is refused with 429
    `too_many_connections` before the upgrade. Behind a proxy every worker is one
    address: raise it there.
    """
    max_registrations_per_worker: NotRequired[int]
    """Functions, triggers and trigger types one connection may have registered at once;
    one more is refused (`registrationrejected` or `triggerregistrationresult` with
    `too_many_registrations`) and the connection stays open.
    """
