# DO NOT EDIT — generated from schema/contracts/queue/redrive-output.schema.json by make generate
"""QueueRedriveOutput: redrive-output.schema.json."""

from typing import TypedDict


class QueueRedriveOutput(TypedDict):
    """Output of `iii::queue::redrive`."""

    queue: str
    """Topic or queue name."""
    redriven: int
    """Messages moved back."""
