# DO NOT EDIT — generated from schema/triggers/event.schema.json by make generate
"""EventTriggerConfig: event.schema.json."""

from typing import TypedDict


class EventTriggerConfig(TypedDict):
    """Config of an `event` trigger (also accepted under the type name `subscribe`): invoke
    `function_id`, fire and forget, with the data of every event published to `topic`.
    The handler receives contracts/event-payload. Unknown keys are ignored.
    """

    topic: str
    """Topic to subscribe to; empty topics are refused."""
