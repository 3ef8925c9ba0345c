# DO NOT EDIT — generated from schema/contracts/queue/redrive-input.schema.json by make generate
"""QueueRedriveInput: redrive-input.schema.json."""

from typing import NotRequired, TypedDict


class QueueRedriveInput(TypedDict):
    """Input of `iii::queue::redrive`: moves every message of a dead-letter queue back to
    its queue, with its attempts reset.
    """

    queue: NotRequired[str]
    """Topic or queue name."""
    topic: NotRequired[str]
    """Alias of `queue`."""
