# DO NOT EDIT — generated from schema/contracts/events/stats-output.schema.json by make generate
"""EventsStatsOutput: stats-output.schema.json."""

from typing import NotRequired, TypedDict


class EventsStatsOutput(TypedDict):
    """Output of `events::stats`: counts since the engine started."""

    adapter: str
    """The adapter in use: `local` or `redis`."""
    subscriptions: int
    """Active `event` and `subscribe` bindings in this engine."""
    published: int
    """Events published through this engine."""
    delivered: int
    """Deliveries to subscribers of this engine that completed."""
    failed: int
    """Deliveries whose subscriber (or condition) failed; each is logged."""
    skipped: NotRequired[int]
    """Deliveries whose condition function answered `false`."""
    dropped: int
    """Deliveries dropped because `max_in_flight` were running."""
    in_flight: int
    """Deliveries running now."""
