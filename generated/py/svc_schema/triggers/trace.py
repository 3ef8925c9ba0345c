# DO NOT EDIT — generated from schema/triggers/trace.schema.json by make generate
"""TraceTriggerConfig: trace.schema.json."""

from typing import NotRequired, TypedDict


class TraceTriggerConfig(TypedDict):
    """Config of a `trace` trigger: invoke `function_id` with
    contracts/observability/trace-event every 300 ms while new spans arrive. Unknown
    keys are ignored.
    """

    service_name: NotRequired[str]
    """Only traces with a span of this service (case-insensitive substring)."""
    status: NotRequired[str]
    """Only spans with this status (`ok`, `error`, `unset`)."""
