# DO NOT EDIT — generated from schema/wire/invoke-function.schema.json by make generate
"""InvokeFunction: invoke-function.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.baggage import Baggage
from svc_schema.common.function_id import FunctionId
from svc_schema.common.json_value import JsonValue
from svc_schema.common.traceparent import Traceparent
from svc_schema.common.trigger_action import TriggerAction


class InvokeFunction(TypedDict):
    """Worker to engine: call `function_id` with `data`. Engine to worker: run your handler
    for `function_id`; the engine reuses the caller's `invocation_id` and always sends
    one, even for void calls. A request/response caller gets exactly one
    `invocationresult` back.
    """

    type: Literal["invokefunction"]
    """Message tag."""
    invocation_id: NotRequired[str | None]
    """Correlates the result with the call. Left out (or null) by callers of void actions;
    always present engine to worker. The engine echoes it byte for byte, whatever its
    format.
    """
    function_id: FunctionId
    """Function to run."""
    data: NotRequired[JsonValue]
    """The payload, any JSON value; treated as `null` when absent. Engine to worker, an
    object payload from a worker caller carries `_caller_worker_id`.
    """
    traceparent: NotRequired[Traceparent]
    """Trace context of the caller."""
    baggage: NotRequired[Baggage]
    """Baggage of the caller."""
    action: NotRequired[TriggerAction]
    """Delivery mode; absent means request/response. Never set engine to worker."""
    metadata: NotRequired[JsonValue]
    """Passed to the handler as a separate argument, never merged into `data`."""
    namespace: NotRequired[str]
    """Target namespace; accepted and ignored by svc."""
    timeout_ms: NotRequired[int]
    """svc extension: the engine's deadline for this call in milliseconds, overriding the
    function's and the engine's default. The caller gets `timeout` when it passes.
    """
