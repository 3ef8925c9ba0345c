# DO NOT EDIT — generated from schema/contracts/cluster/state-changes.schema.json by make generate
"""ClusterStateChanges: state-changes.schema.json."""

from typing import TypedDict

from svc_schema.contracts.state_event import StateEvent


class ClusterStateChanges(TypedDict):
    """State changes one engine announces to the others sharing svc-state's Redis,
    published on `<key_prefix>changes` once they are durable: each other engine fires
    its own `state` trigger bindings with each change, in order. Changes an engine
    completes together (answered by one read from Redis) travel in one message.
    """

    origin: str
    """Id of the svc-state instance that made the changes (random per start); it fires its
    own bindings and ignores its own announcements.
    """
    changes: list[StateEvent]
    """The changes in the order they were made, each as a `state` trigger's handler
    receives it.
    """
