# DO NOT EDIT — generated from schema/triggers/cron.schema.json by make generate
"""CronTriggerConfig: cron.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId


class CronTriggerConfig(TypedDict):
    """Config of a `cron` trigger: invoke `function_id` on a schedule. The handler receives
    contracts/cron-event. Unknown keys are ignored.
    """

    expression: str
    """Cron expression with seconds first: 6 fields (`sec min hour dom mon dow`) or 7 with
    a trailing year, evaluated in UTC.
    """
    condition_function_id: NotRequired[FunctionId]
    """Function called with the cron payload first; a result of exactly `false` skips this
    tick.
    """
