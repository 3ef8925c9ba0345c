# DO NOT EDIT — generated from schema/contracts/engine/workers-list-input.schema.json by make generate
"""EngineWorkersListInput: workers-list-input.schema.json."""

from typing import NotRequired, TypedDict


class EngineWorkersListInput(TypedDict):
    """Input of `engine::workers::list`: filters, all optional and combined with and.
    Workers that never called `engine::workers::register` are never listed.
    """

    search: NotRequired[str]
    """Case-insensitive substring of the worker's name or description."""
    runtime: NotRequired[str]
    """The worker's `runtime`, exactly."""
    status: NotRequired[str]
    """The worker's `status`, exactly: `available`, `busy` or `connected`."""
    engine: NotRequired[str]
    """In a cluster: only the workers connected to the engine with this id (`local` for the
    engine answering). All engines' when absent.
    """
