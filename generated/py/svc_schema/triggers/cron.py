# DO NOT EDIT — generated from schema/triggers/cron.schema.json by make generate
"""CronTriggerConfig: cron.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId


class CronTriggerConfig(TypedDict):
    """Config of a `cron` trigger: invoke `function_id` on a schedule. The handler receives
    contracts/cron-event. Unknown keys are ignored.
    """

    expression: str
    """Cron expression with seconds first: 6 fields (`sec min hour dom mon dow`) or 7 with
    a trailing year, evaluated in UTC unless `timezone` is given.
    """
    timezone: NotRequired[str]
    """IANA time zone the expression is read in (`Europe/Paris`); UTC when absent."""
    overlap: NotRequired[Literal["skip", "allow"]]
    """`skip` (default): a tick due while the job's previous run is still going is skipped,
    logged and counted; `allow`: it runs anyway.
    """
    catch_up: NotRequired[bool]
    """When the job was not running at its last due tick (the engine was down, or the
    binding away), `true` fires that one tick once when the job is bound again; `false`
    (default) does not replay it.
    """
    condition_function_id: NotRequired[FunctionId]
    """Function called with the cron payload first; a result of exactly `false` skips this
    tick.
    """
