# DO NOT EDIT — generated from schema/contracts/state/compare-and-set-input.schema.json by make generate
"""StateCompareAndSetInput: compare-and-set-input.schema.json."""

from typing import TypedDict

from svc_schema.common.json_value import JsonValue


class StateCompareAndSetInput(TypedDict):
    """Input of `state::compare_and_set`: store `value` only if the current value equals
    `expected` (compared structurally: same JSON, object field order ignored).
    Serialized per key on every adapter and across engines sharing a Redis.
    """

    scope: str
    """Scope (group) of the entry."""
    key: str
    """Key of the entry within its scope."""
    expected: JsonValue
    """The value the entry must hold; null matches a missing key (or a stored null)."""
    value: JsonValue
    """The value to store when it does."""
