# DO NOT EDIT — generated from schema/contracts/console/page-input.schema.json by make generate
"""ConsolePageInput: page-input.schema.json."""

from typing import NotRequired, TypedDict


class ConsolePageInput(TypedDict):
    """Body of `POST /_console/dlq/:topic/messages`: one page of a dead-letter queue
    (`engine::queue::dlq_messages`).
    """

    offset: NotRequired[int]
    """Messages to skip; 0 when absent."""
    limit: NotRequired[int]
    """Most messages; 50 when absent."""
