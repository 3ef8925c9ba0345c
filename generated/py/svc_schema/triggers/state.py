# DO NOT EDIT — generated from schema/triggers/state.schema.json by make generate
"""StateTriggerConfig: state.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId


class StateTriggerConfig(TypedDict):
    """Config of a `state` trigger: invoke `function_id` after a state entry changes and
    the change is durable. Absent filters match everything. The handler receives
    contracts/state-event. Unknown keys are ignored.
    """

    scope: NotRequired[str]
    """Only changes in this scope."""
    key: NotRequired[str]
    """Only changes of this key."""
    event_types: NotRequired[list[Literal["state:created", "state:updated", "state:deleted"]]]
    """Only these kinds of change."""
    condition_function_id: NotRequired[FunctionId]
    """Function called with the change payload first; a result of exactly `false` skips the
    handler.
    """
