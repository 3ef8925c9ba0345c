# DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-info-output.schema.json by make generate
"""EngineRegisteredTriggersInfoOutput: registered-triggers-info-output.schema.json."""

from typing import NotRequired

from svc_schema.common.json_value import JsonValue
from svc_schema.contracts.engine.function_summary import EngineFunctionSummary
from svc_schema.contracts.engine.registered_trigger_summary import EngineRegisteredTriggerSummary
from svc_schema.contracts.engine.trigger_type_summary import EngineTriggerTypeSummary


class EngineRegisteredTriggersInfoOutput(EngineRegisteredTriggerSummary):
    """Output of `engine::registered-triggers::info`: the binding, with its metadata, its
    trigger type and its function.
    """

    metadata: NotRequired[JsonValue]
    """The binding's metadata; absent when it was registered without."""
    trigger: EngineTriggerTypeSummary | None
    """The binding's trigger type; null while nobody provides it."""
    function: EngineFunctionSummary | None
    """The function the binding invokes; null while it is not registered."""
