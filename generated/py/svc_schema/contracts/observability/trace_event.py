# DO NOT EDIT — generated from schema/contracts/observability/trace-event.schema.json by make generate
"""ObservabilityTraceEvent: trace-event.schema.json."""

from typing import TypedDict


class ObservabilityTraceEvent(TypedDict):
    """What a `trace` trigger's function receives: the trace ids that got a new span since
    the last fire, coalesced every 300 ms.
    """

    trace_ids: list[str]
    """New or updated traces, without repeats."""
