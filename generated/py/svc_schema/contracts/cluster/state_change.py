# DO NOT EDIT — generated from schema/contracts/cluster/state-change.schema.json by make generate
"""ClusterStateChange: state-change.schema.json."""

from typing import TypedDict

from svc_schema.contracts.state_event import StateEvent


class ClusterStateChange(TypedDict):
    """A state change one engine announces to the others sharing svc-state's Redis,
    published on `<key_prefix>changes` once the change is durable: each other engine
    fires its own `state` trigger bindings with `change`.
    """

    origin: str
    """Id of the svc-state instance that made the change (random per start); it fires its
    own bindings and ignores its own announcements.
    """
    change: StateEvent
    """The change, as a `state` trigger's handler receives it."""
