# DO NOT EDIT — generated from schema/contracts/state/set-input.schema.json by make generate
"""StateSetInput: set-input.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class StateSetInput(TypedDict):
    """Input of `state::set`: store `value` under `scope`/`key`, replacing any previous
    value. One of `value` and `data` is required (checked by the function, refused with
    `deserialization_error`); `data` is an alias of `value` kept for iii clients.
    """

    scope: str
    """Scope (group) of the entry."""
    key: str
    """Key of the entry within its scope."""
    value: NotRequired[JsonValue]
    """The value to store; its JSON text may not exceed the module's `max_value_bytes`.
    """
    data: NotRequired[JsonValue]
    """Alias of `value`, used when `value` is absent."""
