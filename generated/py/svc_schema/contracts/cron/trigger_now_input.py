# DO NOT EDIT — generated from schema/contracts/cron/trigger-now-input.schema.json by make generate
"""CronTriggerNowInput: trigger-now-input.schema.json."""

from typing import TypedDict


class CronTriggerNowInput(TypedDict):
    """Input of `cron::trigger_now`: the `cron` binding to run at once."""

    trigger_id: str
    """Id of an active `cron` binding (the cron payload's `job_id`)."""
