# DO NOT EDIT — generated from schema/stream-wire/live-registry.schema.json by make generate
"""LiveRegistryChanges: live-registry.schema.json."""

from typing import TypedDict


class LiveFunctionDelta(TypedDict):
    """Function ids added and removed."""

    added: list[str]
    """Ids added."""
    removed: list[str]
    """Ids removed."""


class LiveTriggerDelta(TypedDict):
    """Trigger binding ids added and removed."""

    added: list[str]
    """Ids added."""
    removed: list[str]
    """Ids removed."""


class LiveWorkerDelta(TypedDict):
    """Worker ids connected and gone."""

    added: list[str]
    """Ids added."""
    removed: list[str]
    """Ids removed."""


class LiveRegistryChanges(TypedDict):
    """`data` of the `changes` events of `svc:live` group `registry`: what was added and
    removed since the last frame (at most one frame per `live_interval_ms`). A client
    lists once on (re)connect, then applies these.
    """

    functions: LiveFunctionDelta
    """Function ids added and removed."""
    triggers: LiveTriggerDelta
    """Trigger binding ids added and removed."""
    workers: LiveWorkerDelta
    """Worker ids connected and gone."""
