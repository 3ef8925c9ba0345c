# DO NOT EDIT — generated from schema/contracts/state/list-keys-output.schema.json by make generate
"""StateListKeysOutput: list-keys-output.schema.json."""

from typing import TypedDict

from svc_schema.common.json_value import JsonValue


class StateKeyValue(TypedDict):
    """One entry."""

    key: str
    """Key of the entry."""
    value: JsonValue
    """Its value."""


class StateListKeysOutput(TypedDict):
    """Output of `state::list_keys`: one page of entries."""

    items: list[StateKeyValue]
    """Entries of this page, ordered by key."""
    next_cursor: str | None
    """Pass as `cursor` to get the next page; null when this page is the last."""
