# DO NOT EDIT — generated from schema/contracts/queue/enqueue-output.schema.json by make generate
"""QueueEnqueueOutput: enqueue-output.schema.json."""

from typing import TypedDict


class QueueEnqueueOutput(TypedDict):
    """Output of `engine::queue::enqueue`, `iii::durable::publish` and the answer to an
    `enqueue` action: sent once the message is kept (on disk with the file adapter, in
    Redis with the redis adapter).
    """

    messageReceiptId: str
    """Id of the message, as the dead-letter functions name it."""
