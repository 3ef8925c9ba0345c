# DO NOT EDIT — generated from schema/wire/invocation-result.schema.json by make generate
"""InvocationResult: invocation-result.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.baggage import Baggage
from svc_schema.common.error_body import ErrorBody
from svc_schema.common.json_value import JsonValue
from svc_schema.common.traceparent import Traceparent


class InvocationResult(TypedDict):
    """The outcome of one invocation. Worker to engine: the handler's result or error.
    Engine to worker: forwarded unchanged to the caller. `error` present means failure;
    otherwise `result` (absent when the handler returned nothing).
    """

    type: Literal["invocationresult"]
    """Message tag."""
    invocation_id: str
    """Id of the invocation this result completes."""
    function_id: str
    """Function that ran (the one the caller asked for)."""
    result: NotRequired[JsonValue]
    """The handler's return value; absent or null means no result."""
    error: NotRequired[ErrorBody]
    """Present when the invocation failed."""
    traceparent: NotRequired[Traceparent]
    """Trace context of the handler."""
    baggage: NotRequired[Baggage]
    """Baggage of the handler."""
