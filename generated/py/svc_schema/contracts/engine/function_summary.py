# DO NOT EDIT — generated from schema/contracts/engine/function-summary.schema.json by make generate
"""EngineFunctionSummary: function-summary.schema.json."""

from typing import Any, NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId


class EngineFunctionSummary(TypedDict):
    """A function as `engine::functions::list`, `engine::workers::info` and
    `engine::registered-triggers::info` show it, and as the
    `engine::functions-available` trigger type sends it.
    """

    function_id: FunctionId
    """The function id."""
    worker_name: str
    """Name of the worker that handles it: the name it registered with
    `engine::workers::register`, else its connection id.
    """
    description: NotRequired[str]
    """What the function does, as registered; absent when the registration had none."""
    metadata: NotRequired[dict[str, Any]]
    """The function's metadata, as registered; absent when the registration had none."""
    engine: NotRequired[str]
    """In a cluster: id of the engine that serves it (one entry per engine serving it).
    Absent when the engine runs alone.
    """
    worker_count: NotRequired[int]
    """In a cluster: how many workers on that engine serve it. Absent when the engine runs
    alone.
    """
