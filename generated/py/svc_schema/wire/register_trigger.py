# DO NOT EDIT — generated from schema/wire/register-trigger.schema.json by make generate
"""RegisterTrigger: register-trigger.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId
from svc_schema.common.json_value import JsonValue


class RegisterTrigger(TypedDict):
    """Worker to engine: bind a trigger of `trigger_type` to `function_id`. No reply on
    success; a `triggerregistrationresult` with an error on failure. A binding to a type
    nobody provides yet is parked until the type appears. Engine to worker: the same
    frame forwards a binding to the worker that provides `trigger_type`.
    """

    type: Literal["registertrigger"]
    """Message tag."""
    id: str
    """Trigger id chosen by the SDK (a UUID), kept across reconnects."""
    trigger_type: str
    """Trigger type id, e.g. `http`, `cron`, `state`, `stream`, `subscribe`, or a
    worker-provided type.
    """
    function_id: FunctionId
    """Function the trigger invokes; it need not exist yet."""
    config: NotRequired[JsonValue]
    """Configuration whose shape the trigger type defines (see schema/triggers). Treated as
    `{}` when absent.
    """
    metadata: NotRequired[JsonValue]
    """Sent to the handler as its separate metadata argument on every fire."""
    namespace: NotRequired[str]
    """Namespace of the target function; accepted and ignored by svc, which has one
    namespace.
    """
    trigger_namespace: NotRequired[str]
    """Namespace in which to look up the type's provider; accepted and ignored by svc.
    """
