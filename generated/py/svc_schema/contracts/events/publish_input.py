# DO NOT EDIT — generated from schema/contracts/events/publish-input.schema.json by make generate
"""EventsPublishInput: publish-input.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class EventsPublishInput(TypedDict):
    """Input of `publish`: the event. Every function bound to `topic` by an `event` or
    `subscribe` trigger is invoked with `data`.
    """

    topic: str
    """Topic to publish to; an empty topic fails with `topic_not_set`."""
    data: NotRequired[JsonValue]
    """What each subscriber receives as its payload; null when absent."""
