# DO NOT EDIT — generated from schema/contracts/http-auth-request.schema.json by make generate
"""HttpAuthRequest: http-auth-request.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class HttpAuthRequest(TypedDict):
    """Payload of the function an `http` trigger names in `auth_function_id`, called before
    anything else runs for the request (middleware, condition, handler). It returns
    contracts/http-auth-result. The body is left out unless the trigger sets
    `auth_include_body`.
    """

    method: str
    """Request method, upper-case."""
    path: str
    """The registered route pattern, e.g. `/users/:id`."""
    request_path: str
    """The path actually requested, without the query string."""
    headers: dict[str, str]
    """Request headers with lower-case names, one value per name (repeated headers joined
    with `, `).
    """
    query_params: dict[str, str]
    """Query parameters, percent-decoded, one value per name (the last when a name
    repeats).
    """
    path_params: dict[str, str]
    """Values of the route's parameters, percent-decoded."""
    body: NotRequired[JsonValue]
    """With `auth_include_body` only: the parsed JSON body, as the handler would receive
    it.
    """
    raw_body: NotRequired[str]
    """With `auth_include_body` only: the exact body bytes, base64-encoded (to check a
    webhook signature).
    """
