# DO NOT EDIT — generated from schema/contracts/engine/function-detail.schema.json by make generate
"""EngineFunctionDetail: function-detail.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue
from svc_schema.contracts.engine.function_summary import EngineFunctionSummary


class EngineFunctionTrigger(TypedDict):
    """One binding that invokes the function."""

    id: str
    """The binding's id."""
    trigger_type: str
    """The binding's trigger type id."""
    config: JsonValue
    """The binding's config; `{}` when it was registered without one."""


class EngineFunctionDetail(EngineFunctionSummary):
    """A function as `engine::functions::info` describes it: its summary, the formats it
    registered and the triggers bound to it.
    """

    request_schema: NotRequired[JsonValue]
    """The registration's `request_format`; absent when it had none."""
    response_schema: NotRequired[JsonValue]
    """The registration's `response_format`; absent when it had none."""
    registered_triggers: list[EngineFunctionTrigger]
    """Every trigger binding that invokes the function, parked ones included."""
