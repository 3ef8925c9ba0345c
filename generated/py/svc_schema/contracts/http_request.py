# DO NOT EDIT — generated from schema/contracts/http-request.schema.json by make generate
"""HttpRequest: http-request.schema.json."""

from typing import Any, Literal, NotRequired, TypedDict

from svc_schema.common.channel_ref import ChannelRef
from svc_schema.common.json_value import JsonValue


class HttpRequestTrigger(TypedDict):
    """The route that matched."""

    type: Literal["http"]
    """Always `http`."""
    path: str
    """The registered route pattern."""
    method: str
    """The registered method."""


class HttpRequest(TypedDict):
    """Payload an `http` trigger's handler receives for one request. The first fields are
    those of the iii protocol; `request_path`, `query_params_all` and `raw_body` are svc
    additions.
    """

    query_params: dict[str, str]
    """Query parameters, percent-decoded, one value per name (the last when a name
    repeats).
    """
    path_params: dict[str, str]
    """Values of the route's `:name` / `{name}` parameters, percent-decoded."""
    headers: dict[str, str]
    """Request headers with lower-case names, one value per name (repeated headers joined
    with `, `).
    """
    path: str
    """The registered route pattern, e.g. `/users/:id`."""
    method: str
    """Request method, upper-case."""
    body: NotRequired[JsonValue]
    """The parsed JSON body when the content type is JSON, otherwise null. A malformed JSON
    body never reaches the handler (the engine answers 400).
    """
    trigger: NotRequired[HttpRequestTrigger]
    """The route that matched."""
    request_path: NotRequired[str]
    """svc addition: the path actually requested, without the query string, e.g.
    `/users/42`.
    """
    query_params_all: NotRequired[dict[str, list[str]]]
    """svc addition: every value of every query parameter, in request order."""
    raw_body: NotRequired[str]
    """svc addition: the exact request body bytes, base64-encoded, so that a webhook
    signature can be verified. Empty string for no body.
    """
    request_body: NotRequired[ChannelRef]
    """Channel that streams the request body, when the engine offers one."""
    response: NotRequired[ChannelRef]
    """Channel for a streamed response, when the engine offers one."""
    auth: NotRequired[dict[str, Any]]
    """svc addition: the `context` the route's auth function allowed the request with
    (contracts/http-auth-result); absent without an auth function.
    """
