# DO NOT EDIT — generated from schema/contracts/state/list-output.schema.json by make generate
"""StateListOutput: list-output.schema.json."""

from typing import TypeAlias

from svc_schema.common.json_value import JsonValue

StateListOutput: TypeAlias = list[JsonValue]
"""Output of `state::list`: every value in the scope, ordered by key (Unicode code point
order); empty for an unknown scope.
"""
