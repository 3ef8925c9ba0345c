# DO NOT EDIT — generated from schema/common/trigger-action.schema.json by make generate
"""TriggerAction: trigger-action.schema.json."""

from typing import Literal, TypeAlias, TypedDict


class VoidAction(TypedDict):
    """Fire and forget: the caller sends no invocation id and never receives a reply, not
    even an error.
    """

    type: Literal["void"]
    """Action tag."""


class EnqueueAction(TypedDict):
    """Hand the invocation to a queue; the caller receives `{messageReceiptId}` once the
    queue has accepted it, or the error `enqueue_error`.
    """

    type: Literal["enqueue"]
    """Action tag."""
    queue: str
    """Name of the queue that takes the invocation."""


TriggerAction: TypeAlias = VoidAction | EnqueueAction
"""How an invocation is delivered. Absent means request/response: the caller waits for the
result.
"""
