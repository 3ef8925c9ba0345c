# DO NOT EDIT — generated from schema/contracts/engine/functions-list-input.schema.json by make generate
"""EngineFunctionsListInput: functions-list-input.schema.json."""

from typing import NotRequired, TypedDict


class EngineFunctionsListInput(TypedDict):
    """Input of `engine::functions::list`: filters, all optional and combined with and.
    Without `include_internal`, functions under `engine::` (but not `engine::queue::`)
    and those whose metadata has `internal: true` are left out.
    """

    search: NotRequired[str]
    """Case-insensitive substring of the function id or description."""
    prefix: NotRequired[str]
    """Start of the function id."""
    worker: NotRequired[str]
    """Name of the worker that handles the function."""
    workers: NotRequired[list[str]]
    """Names of workers, any of which may handle the function."""
    include_internal: NotRequired[bool]
    """List internal functions too."""
    engine: NotRequired[str]
    """In a cluster: only the functions served by the engine with this id (`local` for the
    engine answering). All engines' when absent.
    """
