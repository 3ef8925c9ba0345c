# DO NOT EDIT — generated from schema/contracts/observability/traces-flow-output.schema.json by make generate
"""ObservabilityTracesFlowOutput: traces-flow-output.schema.json."""

from typing import Any, Literal, NotRequired, TypedDict


class ObservabilityFlowEdge(TypedDict):
    """A function that touched a state scope, a stream, a queue topic or an event topic.
    """

    function_id: str
    """The function whose call touched it."""
    kind: Literal["state", "stream", "queue", "event"]
    """What it touched."""
    target: str
    """The state scope, stream name, queue topic or event topic."""
    via: NotRequired[str]
    """The built-in function that touched it (`state::set`, `iii::durable::publish`, ...).
    """
    count: int
    """Spans seen for this edge."""
    last_seen_ms: float
    """Start of the latest of them, unix ms."""


class ObservabilityTracesFlowOutput(TypedDict):
    """Output of `engine::traces::flow`: one edge per function and thing it touched. A
    built-in function's span that carries `svc.state.scope`, `svc.stream.name`,
    `svc.queue.topic` or `svc.event.topic` is an edge from the nearest function span
    above it in its trace.
    """

    edges: list[ObservabilityFlowEdge]
    """Edges, most recently seen first."""
    storage: NotRequired[dict[str, Any]]
    """The span store's size and bounds, as the other trace functions answer it."""
