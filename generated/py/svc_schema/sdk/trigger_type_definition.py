# DO NOT EDIT — generated from schema/sdk/trigger-type-definition.schema.json by make generate
"""TriggerTypeDefinition: trigger-type-definition.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class TriggerTypeDefinition(TypedDict):
    """What an SDK's `register_trigger_type` (`registerTriggerType`) declares, sent as it
    is on `registertriggertype`.
    """

    id: str
    """Trigger type id, e.g. `webhook`."""
    description: NotRequired[str]
    """What fires the trigger; sent as `""` when left out."""
    trigger_request_format: NotRequired[JsonValue]
    """JSON Schema of a binding's `config`."""
    call_request_format: NotRequired[JsonValue]
    """JSON Schema of the payload handlers receive."""
