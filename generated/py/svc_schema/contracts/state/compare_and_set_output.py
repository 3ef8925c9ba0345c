# DO NOT EDIT — generated from schema/contracts/state/compare-and-set-output.schema.json by make generate
"""StateCompareAndSetOutput: compare-and-set-output.schema.json."""

from typing import TypedDict

from svc_schema.common.json_value import JsonValue


class StateCompareAndSetOutput(TypedDict):
    """Output of `state::compare_and_set`, returned once a successful write is durable.
    """

    ok: bool
    """True when `value` was stored; false when the entry held something other than
    `expected` (a conflict).
    """
    current: JsonValue
    """The entry's value after the call: `value` when ok, otherwise what it holds (null
    when missing).
    """
