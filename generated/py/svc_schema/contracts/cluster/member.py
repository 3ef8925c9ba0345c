# DO NOT EDIT — generated from schema/contracts/cluster/member.schema.json by make generate
"""ClusterMember: member.schema.json."""

from typing import Any, NotRequired, TypedDict

from svc_schema.contracts.engine.function_summary import EngineFunctionSummary
from svc_schema.contracts.engine.worker_summary import EngineWorkerSummary


class ClusterServedFunction(TypedDict):
    """One function the engine serves."""

    workers: NotRequired[int]
    """Workers (or built-in modules) of the engine serving it."""
    timeout_ms: NotRequired[int]
    """The function's registered deadline, when it has one."""


class ClusterHttpTrigger(TypedDict):
    """One `http` binding."""

    id: str
    """The binding id on its engine."""
    function_id: str
    """The function it fires."""
    config: dict[str, Any]
    """Its config (`triggers/http`)."""


class ClusterMember(TypedDict):
    """What an engine of a cluster publishes about itself in Redis
    (`<key_prefix>engine:<id>`, renewed with every heartbeat and removed when it
    leaves): where other engines reach it, which functions it serves and how, its
    workers and its `http` triggers. Other engines route calls and serve HTTP requests
    from it.
    """

    engine_id: str
    """The engine's id in the cluster."""
    bridge_url: str
    """Where other engines connect to call its functions (its bridge, `ws://host:port`).
    """
    started_at_ms: NotRequired[int]
    """When the engine joined, in milliseconds since the Unix epoch."""
    serves: NotRequired[dict[str, ClusterServedFunction]]
    """Every function the engine serves, by id: how many of its workers serve it and the
    timeout it was registered with.
    """
    functions: list[EngineFunctionSummary]
    """The engine's functions as its `engine::functions::list` shows them."""
    workers: list[EngineWorkerSummary]
    """The engine's workers as its `engine::workers::list` shows them."""
    http_triggers: list[ClusterHttpTrigger]
    """The engine's own `http` triggers, which every other engine serves too."""
