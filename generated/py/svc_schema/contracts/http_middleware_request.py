# DO NOT EDIT — generated from schema/contracts/http-middleware-request.schema.json by make generate
"""HttpMiddlewareRequest: http-middleware-request.schema.json."""

from typing import Any, Literal, NotRequired, TypedDict


class HttpMiddlewareRequestInfo(TypedDict):
    """The request as far as a middleware needs it."""

    path_params: dict[str, str]
    """Route parameters, percent-decoded."""
    query_params: dict[str, str]
    """Query parameters, one value per name."""
    headers: dict[str, str]
    """Request headers, lower-case names."""
    method: str
    """Request method."""
    path: NotRequired[str]
    """svc addition: the registered route pattern."""
    request_path: NotRequired[str]
    """svc addition: the path actually requested."""


class HttpMiddlewareRequest(TypedDict):
    """Payload of a function named in an `http` trigger's `middleware_function_ids`, called
    before the handler. It returns contracts/http-middleware-result.
    """

    phase: Literal["preHandler"]
    """Always `preHandler`."""
    request: HttpMiddlewareRequestInfo
    """The request as far as a middleware needs it."""
    context: dict[str, Any]
    """Reserved for values middleware pass on; `{}`."""
