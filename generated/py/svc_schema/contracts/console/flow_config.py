# DO NOT EDIT — generated from schema/contracts/console/flow-config.schema.json by make generate
"""ConsoleFlowConfig: flow-config.schema.json."""

from typing import NotRequired, TypedDict


class ConsoleFlowPosition(TypedDict):
    """Where one node is drawn."""

    x: float
    """Centre, in graph units."""
    y: float
    """Centre, in graph units."""


class ConsoleFlowView(TypedDict):
    """The zoom and pan the user left the graph at."""

    zoom: float
    """Scale, 1 for 100 %."""
    x: float
    """Horizontal pan in screen pixels."""
    y: float
    """Vertical pan in screen pixels."""


class ConsoleFlowConfig(TypedDict):
    """Body of `POST /_console/flows/config/:flow_id` and answer of its GET: the Flow
    page's layout, kept in state scope `__console.flowConfigs` under the flow id.
    """

    id: NotRequired[str]
    """The flow id (the path's)."""
    config: dict[str, ConsoleFlowPosition]
    """Positions the user placed nodes at, by node id (at most 5,000, else 400)."""
    view: NotRequired[ConsoleFlowView]
    """The zoom and pan the user left the graph at."""
