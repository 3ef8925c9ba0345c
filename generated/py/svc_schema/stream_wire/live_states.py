# DO NOT EDIT — generated from schema/stream-wire/live-states.schema.json by make generate
"""LiveStateChanges: live-states.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class LiveStateChange(TypedDict):
    """The last change of one entry in the window."""

    scope: str
    """Scope (group) of the entry."""
    key: str
    """Key of the entry."""
    event_type: Literal["state:created", "state:updated", "state:deleted"]
    """What its last change was, as in `contracts/state-event`."""
    value: NotRequired[JsonValue]
    """The entry's value after the change; absent after a delete and when `value_omitted`.
    """
    value_omitted: NotRequired[bool]
    """True when the value is too large for the feed (over 4096 characters of JSON): read
    it with `state::get`.
    """


class LiveStateChanges(TypedDict):
    """`data` of the `changes` events of `svc:live` group `states`: state entries created,
    updated or deleted since the last frame (at most one frame per `live_interval_ms`),
    the last change of each entry only. A client reads once, then applies these; when
    `dropped` is above 0 it reads again.
    """

    changes: list[LiveStateChange]
    """The entries that changed, at most 500 per frame, each with its last change."""
    dropped: int
    """Further entries that changed in the window but did not fit in `changes`; read the
    scope again when above 0.
    """
