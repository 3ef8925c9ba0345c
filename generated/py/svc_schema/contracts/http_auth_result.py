# DO NOT EDIT — generated from schema/contracts/http-auth-result.schema.json by make generate
"""HttpAuthResult: http-auth-result.schema.json."""

from typing import Any, Literal, NotRequired, TypedDict


class HttpAuthResult(TypedDict):
    """What an `http` trigger's auth function returns: allow the request (optionally with a
    context the handler receives as `auth`) or deny it. Any other result, a failure or a
    timeout is answered 503 `AUTH_UNAVAILABLE` and the handler is not called.
    """

    allow: bool
    """`true` lets the request through; `false` answers it with 401 (or `status_code`)
    without calling the handler.
    """
    status_code: NotRequired[Literal[401, 403]]
    """With `allow: false`: 401 (the default: who is asking is not known) or 403 (known,
    not allowed).
    """
    message: NotRequired[str]
    """With `allow: false`: the error message sent to the client (a generic one when
    absent).
    """
    headers: NotRequired[dict[str, str]]
    """With `allow: false`: headers added to the refusal, e.g. `www-authenticate`."""
    context: NotRequired[dict[str, Any]]
    """With `allow: true`: passed to the middleware (as `context.auth`), the condition and
    the handler (as `auth` in contracts/http-request), e.g. the caller's user id.
    """
