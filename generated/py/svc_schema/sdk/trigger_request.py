# DO NOT EDIT — generated from schema/sdk/trigger-request.schema.json by make generate
"""TriggerRequest: trigger-request.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.baggage import Baggage
from svc_schema.common.function_id import FunctionId
from svc_schema.common.json_value import JsonValue
from svc_schema.common.traceparent import Traceparent
from svc_schema.common.trigger_action import TriggerAction


class TriggerRequest(TypedDict):
    """A call made with an SDK's `trigger()`: sent as `invokefunction`, with `payload` as
    `data`.
    """

    function_id: FunctionId
    """Function to invoke."""
    payload: NotRequired[JsonValue]
    """The payload, any JSON value; sent as `null` when left out."""
    action: NotRequired[TriggerAction]
    """`{"type": "void"}` returns at once and gets nothing back; `{"type": "enqueue",
    "queue": …}` hands the call to a queue and returns the engine's receipt; absent
    means request/response.
    """
    timeout_ms: NotRequired[int]
    """Deadline of this call in milliseconds, sent to the engine as `timeout_ms`. The SDK
    gives up by itself shortly after it, in case the engine keeps no deadlines.
    """
    metadata: NotRequired[JsonValue]
    """Handed to the target handler as its `metadata`."""
    traceparent: NotRequired[Traceparent]
    """W3C trace context to pass on (e.g. the handler's own `context.traceparent`)."""
    baggage: NotRequired[Baggage]
    """W3C baggage to pass on."""
