# DO NOT EDIT — generated from schema/wire/register-function.schema.json by make generate
"""RegisterFunction: register-function.schema.json."""

from typing import Any, Literal, NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId
from svc_schema.common.json_value import JsonValue


class RegisterFunctionInvocation(TypedDict):
    """Present for an HTTP-invoked function: an engine module (svc-http-functions) calls
    this URL instead of a worker. Without that module, or for a URL outside its
    `allowed_urls`, the registration is dropped with a warning, so calls get
    `function_not_found`; the registering worker never receives them.
    """

    url: str
    """URL the engine sends the payload to."""
    method: NotRequired[str]
    """HTTP method, `POST` when absent."""
    timeout_ms: NotRequired[int]
    """How long the engine waits for the response, in milliseconds."""
    headers: NotRequired[dict[str, str]]
    """Extra request headers."""
    auth: NotRequired[JsonValue]
    """How the engine authenticates to the URL, secrets read from environment variables of
    the engine: `{type: hmac, secret_key: <env var>}` (adds `x-iii-Signature:
    sha256=<hex HMAC-SHA256 of `<x-iii-Timestamp>.<body>`>`), `{type: bearer, token_key:
    <env var>}` (`Authorization: Bearer <token>`), `{type: api_key, header, value_key:
    <env var>}`.
    """


class RegisterFunction(TypedDict):
    """Worker to engine: this connection now handles the function `id`. No reply.
    Registering an id another connection owns transfers ownership to this one; the
    function goes away when its owner disconnects.
    """

    type: Literal["registerfunction"]
    """Message tag."""
    id: FunctionId
    """The function id."""
    description: NotRequired[str]
    """What the function does, shown in listings and the console."""
    request_format: NotRequired[JsonValue]
    """Shape of the payload the function accepts, usually a JSON Schema."""
    response_format: NotRequired[JsonValue]
    """Shape of the result the function returns, usually a JSON Schema."""
    metadata: NotRequired[dict[str, Any]]
    """Free-form metadata. `internal: true` hides the function from default listings."""
    invocation: NotRequired[RegisterFunctionInvocation]
    """Present for an HTTP-invoked function: an engine module (svc-http-functions) calls
    this URL instead of a worker. Without that module, or for a URL outside its
    `allowed_urls`, the registration is dropped with a warning, so calls get
    `function_not_found`; the registering worker never receives them.
    """
    timeout_ms: NotRequired[int]
    """svc extension: the engine's deadline for one invocation of this function, in
    milliseconds; the engine default applies when absent.
    """
