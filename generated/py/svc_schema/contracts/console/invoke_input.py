# DO NOT EDIT — generated from schema/contracts/console/invoke-input.schema.json by make generate
"""ConsoleInvokeInput: invoke-input.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class ConsoleInvokeInput(TypedDict):
    """Body of `POST /_console/invoke`: call `function_id` with `payload` and answer its
    result as the body (200), or `contracts/console/error` with 404 (no such function),
    504 (timeout) or 502 (the function failed).
    """

    function_id: str
    """The function to call."""
    payload: NotRequired[JsonValue]
    """Its input; `{}` when absent."""
    input: NotRequired[JsonValue]
    """The reference console's name for `payload`, used when `payload` is absent."""
    timeout_ms: NotRequired[int]
    """Deadline of the call in milliseconds; 30000 when absent."""
