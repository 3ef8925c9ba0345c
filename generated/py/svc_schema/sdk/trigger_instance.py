# DO NOT EDIT — generated from schema/sdk/trigger-instance.schema.json by make generate
"""TriggerInstance: trigger-instance.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class TriggerInstance(TypedDict):
    """One binding of a trigger type the worker provides, as an SDK hands it to the type's
    handler: the `registertrigger` the engine forwarded, without its message tag.
    """

    id: str
    """The binding's id."""
    trigger_type: str
    """The trigger type id."""
    function_id: str
    """Function the binding invokes (empty in an unregister the SDK never saw registered).
    """
    config: JsonValue
    """The binding's configuration: `{}` when the engine sent none; null in an unregister
    the SDK never saw registered.
    """
    metadata: NotRequired[JsonValue]
    """The binding's metadata, when it has some."""
