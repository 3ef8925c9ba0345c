# DO NOT EDIT — generated from schema/contracts/queue/enqueue-input.schema.json by make generate
"""QueueEnqueueInput: enqueue-input.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId
from svc_schema.common.json_value import JsonValue


class QueueEnqueueInput(TypedDict):
    """Input of `engine::queue::enqueue`: the provider form of an `enqueue` action. The
    message is kept on the named queue and `function_id` is invoked with `data` at least
    once.
    """

    queue: str
    """Named queue from svc-queue's `queues` settings, or `default`."""
    function_id: FunctionId
    """Function the message is delivered to."""
    data: NotRequired[JsonValue]
    """Payload the function receives."""
    messageReceiptId: NotRequired[str]
    """Id to give the message (the engine makes one for an `enqueue` action); a new UUID
    when absent.
    """
    traceparent: NotRequired[str]
    """W3C trace context of the caller, passed to every delivery."""
    baggage: NotRequired[str]
    """W3C baggage of the caller, passed to every delivery."""
