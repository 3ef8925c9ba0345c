# DO NOT EDIT — generated from schema/contracts/cron/stats-input.schema.json by make generate
"""CronStatsInput: stats-input.schema.json."""

from typing import TypedDict


class CronStatsInput(TypedDict):
    """Input of `cron::stats`: nothing is required."""

