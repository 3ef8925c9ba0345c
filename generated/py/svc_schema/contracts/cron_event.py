# DO NOT EDIT — generated from schema/contracts/cron-event.schema.json by make generate
"""CronEvent: cron-event.schema.json."""

from typing import Literal, TypedDict


class CronEvent(TypedDict):
    """Payload a `cron` trigger's handler receives on each tick."""

    trigger: Literal["cron"]
    """Always `cron`."""
    job_id: str
    """Id of the cron trigger that fired."""
    scheduled_time: str
    """When the tick was due, RFC 3339 in UTC."""
    actual_time: str
    """When the engine fired it, RFC 3339 in UTC."""
