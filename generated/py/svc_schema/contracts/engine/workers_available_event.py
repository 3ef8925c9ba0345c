# DO NOT EDIT — generated from schema/contracts/engine/workers-available-event.schema.json by make generate
"""EngineWorkersAvailableEvent: workers-available-event.schema.json."""

from typing import Literal, TypedDict


class EngineWorkersAvailableEvent(TypedDict):
    """What a binding of the `engine::workers-available` trigger type receives: one worker
    connected, disconnected or described itself.
    """

    event: Literal["worker_connected", "worker_disconnected", "worker_metadata_updated"]
    """What happened to the worker."""
    worker_id: str
    """The worker's connection id (a UUID), or a built-in module's name."""
