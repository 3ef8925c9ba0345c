# DO NOT EDIT — generated from schema/contracts/state-event.schema.json by make generate
"""StateEvent: state-event.schema.json."""

from typing import Literal, TypedDict

from svc_schema.common.json_value import JsonValue


class StateEvent(TypedDict):
    """Payload a `state` trigger's handler receives after a state entry changed."""

    type: Literal["state"]
    """Always `state`."""
    event_type: Literal["state:created", "state:updated", "state:deleted"]
    """`state:created` when there was no previous value, `state:updated` when there was,
    `state:deleted` for a delete.
    """
    scope: str
    """Scope (group) of the entry."""
    key: str
    """Key of the entry."""
    old_value: JsonValue
    """Value before the change; null when there was none."""
    new_value: JsonValue
    """Value after the change; null after a delete."""
