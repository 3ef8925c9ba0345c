# DO NOT EDIT — generated from schema/contracts/console/invoke-input.schema.json by make generate
"""ConsoleInvokeInput: invoke-input.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class ConsoleInvokeInput(TypedDict):
    """Body of `POST /_console/invoke`: call `function_id` with `payload` and answer its
    result as the body (200), or `contracts/console/error` with 404 (no such function),
    504 (timeout) or 502 (the function failed). Either answer carries the W3C
    `traceresponse` header `00-<trace_id>-<span_id>-01` naming the call's trace when it
    is recorded (svc-observability runs and sampled it); a `traceparent` request header
    puts the call in the caller's trace.
    """

    function_id: str
    """The function to call."""
    payload: NotRequired[JsonValue]
    """Its input; `{}` when absent."""
    input: NotRequired[JsonValue]
    """The reference console's name for `payload`, used when `payload` is absent."""
    timeout_ms: NotRequired[int]
    """Deadline of the call in milliseconds; 30000 when absent."""
