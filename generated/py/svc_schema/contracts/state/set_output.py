# DO NOT EDIT — generated from schema/contracts/state/set-output.schema.json by make generate
"""StateSetOutput: set-output.schema.json."""

from typing import TypedDict

from svc_schema.common.json_value import JsonValue


class StateSetOutput(TypedDict):
    """Output of `state::set`, returned once the write is durable."""

    old_value: JsonValue
    """The value before the write; null when there was none."""
    new_value: JsonValue
    """The value stored."""
