# DO NOT EDIT — generated from schema/triggers/event.schema.json by make generate
"""EventTriggerConfig: event.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId


class EventTriggerConfig(TypedDict):
    """Config of an `event` trigger (also accepted under the type name `subscribe`): invoke
    `function_id`, fire and forget, with the data of every event published to `topic`.
    The handler receives contracts/event-payload. One of `topic`, `event` or `name` must
    name the topic; a binding with none is refused when it is registered. Unknown keys
    are ignored.
    """

    topic: NotRequired[str]
    """Topic to subscribe to; empty topics are refused."""
    event: NotRequired[str]
    """Another name for `topic` (an event name, as in `state:updated`); used when `topic`
    is absent.
    """
    name: NotRequired[str]
    """Another name for `topic`; used when `topic` and `event` are absent."""
    condition_function_id: NotRequired[FunctionId]
    """Function called with the event's data first; a result of exactly `false` skips this
    delivery.
    """
