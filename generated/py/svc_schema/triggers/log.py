# DO NOT EDIT — generated from schema/triggers/log.schema.json by make generate
"""LogTriggerConfig: log.schema.json."""

from typing import NotRequired, TypedDict


class LogTriggerConfig(TypedDict):
    """Config of a `log` trigger: invoke `function_id` with each stored log record
    (contracts/observability/stored-log) that passes the filters. Unknown keys are
    ignored.
    """

    level: NotRequired[str]
    """Minimum severity text: `trace`, `debug`, `info`, `warn`, `error` or `fatal`."""
    severity_min: NotRequired[int]
    """Minimum OTel severity number."""
    service_name: NotRequired[str]
    """Only records of this service (exact)."""
