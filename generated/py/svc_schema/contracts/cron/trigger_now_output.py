# DO NOT EDIT — generated from schema/contracts/cron/trigger-now-output.schema.json by make generate
"""CronTriggerNowOutput: trigger-now-output.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.error_body import ErrorBody
from svc_schema.common.json_value import JsonValue


class CronTriggerNowOutput(TypedDict):
    """Output of `cron::trigger_now`: the job's function ran with `actual_time` (and
    `scheduled_time`) now; its result, or its error in `error`.
    """

    trigger_id: str
    """The binding that ran."""
    function_id: str
    """The function it invoked."""
    result: NotRequired[JsonValue]
    """What the function returned; null when it returned nothing."""
    error: NotRequired[ErrorBody]
    """The function's error, when it failed."""
