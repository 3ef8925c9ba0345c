# DO NOT EDIT — generated from schema/triggers/stream.schema.json by make generate
"""StreamTriggerConfig: stream.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId


class StreamTriggerConfig(TypedDict):
    """Config of a `stream` trigger: invoke `function_id` when an item of `stream_name` is
    created, updated, deleted or sent an event. The handler receives
    contracts/stream-event. Unknown keys are ignored.
    """

    stream_name: str
    """Stream to watch."""
    group_id: NotRequired[str]
    """Only this group of the stream."""
    item_id: NotRequired[str]
    """Only this item."""
    condition_function_id: NotRequired[FunctionId]
    """Function called with the change payload first; a result of exactly `false` skips the
    handler.
    """
