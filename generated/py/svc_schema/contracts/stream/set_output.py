# DO NOT EDIT — generated from schema/contracts/stream/set-output.schema.json by make generate
"""StreamSetOutput: set-output.schema.json."""

from typing import TypedDict

from svc_schema.common.json_value import JsonValue


class StreamSetOutput(TypedDict):
    """Output of `stream::set`."""

    old_value: JsonValue
    """The item before the write; null when there was none."""
    new_value: JsonValue
    """The item stored."""
