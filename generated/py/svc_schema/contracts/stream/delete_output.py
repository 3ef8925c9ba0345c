# DO NOT EDIT — generated from schema/contracts/stream/delete-output.schema.json by make generate
"""StreamDeleteOutput: delete-output.schema.json."""

from typing import TypedDict

from svc_schema.common.json_value import JsonValue


class StreamDeleteOutput(TypedDict):
    """Output of `stream::delete`."""

    old_value: JsonValue
    """The item removed; null when there was none."""
