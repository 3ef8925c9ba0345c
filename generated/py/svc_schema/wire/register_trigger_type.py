# DO NOT EDIT — generated from schema/wire/register-trigger-type.schema.json by make generate
"""RegisterTriggerType: register-trigger-type.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class RegisterTriggerType(TypedDict):
    """Worker to engine: this connection provides the trigger type `id`. No reply. The
    engine forwards every binding of the type, including parked ones, to this
    connection; registering the type again moves it to the new provider.
    """

    type: Literal["registertriggertype"]
    """Message tag."""
    id: str
    """Trigger type id, e.g. `webhook`."""
    description: NotRequired[str]
    """What fires the trigger; every known SDK sends it."""
    trigger_request_format: NotRequired[JsonValue]
    """JSON Schema of a binding's `config`."""
    call_request_format: NotRequired[JsonValue]
    """JSON Schema of the payload handlers receive."""
    namespace: NotRequired[str]
    """Namespace of the type; accepted and ignored by svc."""
