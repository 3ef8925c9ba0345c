# DO NOT EDIT — generated from schema/contracts/engine/triggers-info-output.schema.json by make generate
"""EngineTriggersInfoOutput: triggers-info-output.schema.json."""

from typing import NotRequired

from svc_schema.common.json_value import JsonValue
from svc_schema.contracts.engine.trigger_type_summary import EngineTriggerTypeSummary


class EngineTriggersInfoOutput(EngineTriggerTypeSummary):
    """Output of `engine::triggers::info`: the trigger type, its formats and how many
    bindings it has.
    """

    instance_count: int
    """Bindings of the type, parked ones included."""
    configuration_schema: NotRequired[JsonValue]
    """The registration's `trigger_request_format` (the shape of a binding's config);
    absent when it had none.
    """
    request_schema: NotRequired[JsonValue]
    """The registration's `call_request_format` (the payload handlers receive); absent when
    it had none.
    """
