# DO NOT EDIT — generated from schema/contracts/queue/dlq-messages-output.schema.json by make generate
"""QueueDlqMessagesOutput: dlq-messages-output.schema.json."""

from typing import TypedDict

from svc_schema.common.json_value import JsonValue


class QueueDlqMessage(TypedDict):
    """One dead message."""

    id: str
    """Message id (its `messageReceiptId`)."""
    function_id: str
    """Function it was delivered to."""
    payload: JsonValue
    """The message's data."""
    error: str
    """Error of the last attempt (`code: message`)."""
    failed_at: float
    """When it was dead-lettered, in Unix seconds."""
    retries: int
    """Attempts made."""
    size_bytes: int
    """Size of the payload's JSON text."""


class QueueDlqMessagesOutput(TypedDict):
    """Output of `engine::queue::dlq_messages`."""

    topic: str
    """Topic or queue name."""
    total: int
    """Messages in the dead-letter queue, over every page."""
    messages: list[QueueDlqMessage]
    """The page."""
