# DO NOT EDIT — generated from schema/contracts/state/get-output.schema.json by make generate
"""StateGetOutput: get-output.schema.json."""

from typing import TypeAlias

from svc_schema.common.json_value import JsonValue

StateGetOutput: TypeAlias = JsonValue
"""Output of `state::get`: the stored value, or null when the key has none."""
