# DO NOT EDIT — generated from schema/triggers/stream-join.schema.json by make generate
"""StreamJoinTriggerConfig: stream-join.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId


class StreamJoinTriggerConfig(TypedDict):
    """Config of a `stream:join` or `stream:leave` trigger: invoke `function_id` when a
    client joins or leaves a subscription (contracts/stream/join-event). A join handler
    answering `{unauthorized: true}` refuses the join. Unknown keys are ignored.
    """

    stream_name: NotRequired[str]
    """Only this stream; every stream when absent."""
    condition_function_id: NotRequired[FunctionId]
    """Function called with the payload first; a result of exactly `false` skips the
    handler.
    """
