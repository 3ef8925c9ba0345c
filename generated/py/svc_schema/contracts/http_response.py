# DO NOT EDIT — generated from schema/contracts/http-response.schema.json by make generate
"""HttpResponse: http-response.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class HttpResponse(TypedDict):
    """What an `http` trigger's handler returns. A body is sent as JSON with `content-type:
    application/json` unless the handler sets a content type and returns a string body,
    which is then sent as is.
    """

    status_code: NotRequired[int]
    """HTTP status, 200 when absent. A final status only: an informational 1xx is answered
    500 `INVALID_RESPONSE`, since a client would read the next response on the
    connection as this one's.
    """
    statusCode: NotRequired[int]
    """Accepted alias of `status_code`; `status_code` wins when both are set."""
    headers: NotRequired[dict[str, str] | list[str]]
    """Response headers: an object of name to value, or an array of `Name: value` strings.
    Names are HTTP tokens; values hold no CR or LF (the engine answers 500
    `INVALID_RESPONSE_HEADER` otherwise).
    """
    body: NotRequired[JsonValue]
    """Response body; see the description of the response for how it is encoded."""
