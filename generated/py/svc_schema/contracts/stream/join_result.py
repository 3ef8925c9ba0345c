# DO NOT EDIT — generated from schema/contracts/stream/join-result.schema.json by make generate
"""StreamJoinResult: join-result.schema.json."""

from typing import NotRequired, TypedDict


class StreamJoinResult(TypedDict):
    """What a `stream:join` handler may answer; any other answer (or none) lets the join
    through.
    """

    unauthorized: NotRequired[bool]
    """True refuses the join: the client gets an `unauthorized` frame instead of `sync`.
    """
