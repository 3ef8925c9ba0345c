# DO NOT EDIT — generated from schema/sdk/trigger-input.schema.json by make generate
"""TriggerInput: trigger-input.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId
from svc_schema.common.json_value import JsonValue


class TriggerInput(TypedDict):
    """What an SDK's `register_trigger` (`registerTrigger`) binds: a trigger of `type` that
    invokes `function_id`. The SDK adds the binding's id and sends it as
    `registertrigger`, with `type` as `trigger_type`.
    """

    type: str
    """Trigger type id: `http`, `cron`, `state`, `stream`, `subscribe`, or a
    worker-provided type.
    """
    function_id: FunctionId
    """Function the trigger invokes; it need not exist yet."""
    config: NotRequired[JsonValue]
    """Configuration whose shape the trigger type defines; `{}` when left out."""
    metadata: NotRequired[JsonValue]
    """Handed to the function as its `metadata` on every fire."""
