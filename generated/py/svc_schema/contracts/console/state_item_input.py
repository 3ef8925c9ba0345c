# DO NOT EDIT — generated from schema/contracts/console/state-item-input.schema.json by make generate
"""ConsoleStateItemInput: state-item-input.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class ConsoleStateItemInput(TypedDict):
    """Body of `POST /_console/states/:scope/item`: store `value` under `key`
    (`state::set`, whose output is the answer).
    """

    key: str
    """Key of the entry."""
    value: NotRequired[JsonValue]
    """The value to store."""
    data: NotRequired[JsonValue]
    """Alias of `value`, as the older reference console sent it."""
