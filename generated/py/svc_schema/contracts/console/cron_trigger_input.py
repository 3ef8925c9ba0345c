# DO NOT EDIT — generated from schema/contracts/console/cron-trigger-input.schema.json by make generate
"""ConsoleCronTriggerInput: cron-trigger-input.schema.json."""

from typing import TypedDict


class ConsoleCronTriggerInput(TypedDict):
    """Body of `POST /_console/cron/trigger`: fire a cron binding now (`cron::trigger_now`
    of svc-cron, whose output is the answer).
    """

    trigger_id: str
    """The cron binding's id."""
