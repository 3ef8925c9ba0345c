# DO NOT EDIT — generated from schema/contracts/engine/worker-summary.schema.json by make generate
"""EngineWorkerSummary: worker-summary.schema.json."""

from typing import Literal, NotRequired, TypedDict


class EngineWorkerSummary(TypedDict):
    """A connected worker or built-in module as `engine::workers::list` shows it. Text
    fields come from the metadata the worker sent with `engine::workers::register`; a
    field it did not send is null.
    """

    id: str
    """Connection id (a UUID), or the module name for a built-in module."""
    name: str
    """The name the worker registered, else its connection id."""
    description: str | None
    """What the worker does, as it described itself."""
    version: str | None
    """SDK version the worker reported."""
    runtime: str
    """Language runtime the worker reported (`node`, `python`), `engine` for a built-in
    module, `unknown` when it reported none.
    """
    os: str | None
    """Operating system the worker reported."""
    status: Literal["available", "busy", "connected"]
    """`available` for a built-in module; for a worker `busy` while it runs an invocation,
    else `connected`.
    """
    function_count: int
    """Functions the worker handles."""
    connected_at_ms: int
    """When the worker connected, in milliseconds since the Unix epoch."""
    active_invocations: int
    """Invocations the worker is running now."""
    isolation: str | None
    """`in-process` for a built-in module; for a worker the isolation it reported."""
    ip_address: str | None
    """Remote address of the worker's connection; null for a built-in module."""
    engine: NotRequired[str]
    """In a cluster: id of the engine the worker is connected to. Absent when the engine
    runs alone.
    """
    replicas: NotRequired[int]
    """svc: connected workers with this name (a worker pool's replicas, each listed on its
    own); 1 for a worker alone.
    """
