# DO NOT EDIT — generated from schema/wire/worker-registered.schema.json by make generate
"""WorkerRegistered: worker-registered.schema.json."""

from typing import Literal, NotRequired, TypedDict


class WorkerRegistered(TypedDict):
    """Engine to worker, always the first frame on a new connection: the connection's id
    and the secret that lets a reconnecting worker retire this connection with
    `reattach`.
    """

    type: Literal["workerregistered"]
    """Message tag."""
    worker_id: str
    """Id of this connection (a UUID), unique per connection."""
    reattach_token: NotRequired[str]
    """Secret to send back in `reattach` after a reconnect. Older engines leave it out.
    """
