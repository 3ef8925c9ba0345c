# DO NOT EDIT — generated from schema/contracts/http-middleware-result.schema.json by make generate
"""HttpMiddlewareResult: http-middleware-result.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.contracts.http_response import HttpResponse


class HttpMiddlewareResult(TypedDict):
    """What a middleware function returns: go on to the next middleware and the handler, or
    answer the request itself. Any other result is read as `continue`.
    """

    action: Literal["continue", "respond"]
    """`continue`, or `respond` to answer with `response` without running the handler.
    """
    response: NotRequired[HttpResponse]
    """The answer when `action` is `respond`."""
