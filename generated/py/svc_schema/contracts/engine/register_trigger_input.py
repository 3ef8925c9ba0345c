# DO NOT EDIT — generated from schema/contracts/engine/register-trigger-input.schema.json by make generate
"""EngineRegisterTriggerInput: register-trigger-input.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class EngineRegisterTriggerInput(TypedDict):
    """Input of `engine::register_trigger`: a binding owned by the engine, which outlives
    the caller. Without `trigger_type` or `function_id` the call is refused with
    `INVALID_ARGUMENTS`; a provider's refusal is the call's error.
    """

    trigger_type: str
    """Trigger type id; a type nobody provides yet parks the binding until one does."""
    function_id: str
    """Function the binding invokes; it need not exist yet."""
    config: NotRequired[JsonValue]
    """Configuration whose shape the trigger type defines; `{}` when absent."""
    metadata: NotRequired[JsonValue]
    """Sent to the function as its metadata on every fire."""
