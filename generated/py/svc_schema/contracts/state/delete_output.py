# DO NOT EDIT — generated from schema/contracts/state/delete-output.schema.json by make generate
"""StateDeleteOutput: delete-output.schema.json."""

from typing import TypeAlias

from svc_schema.common.json_value import JsonValue

StateDeleteOutput: TypeAlias = JsonValue
"""Output of `state::delete`: the raw previous value, or null when there was none (not an
`{old_value}` object, whatever some iii SDK types claim).
"""
