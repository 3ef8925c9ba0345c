# DO NOT EDIT — generated from schema/contracts/events/stats-input.schema.json by make generate
"""EventsStatsInput: stats-input.schema.json."""

from typing import TypedDict


class EventsStatsInput(TypedDict):
    """Input of `events::stats`: nothing is required."""

