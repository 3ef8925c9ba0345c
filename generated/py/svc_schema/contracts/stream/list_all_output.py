# DO NOT EDIT — generated from schema/contracts/stream/list-all-output.schema.json by make generate
"""StreamListAllOutput: list-all-output.schema.json."""

from typing import NotRequired, TypedDict


class StreamSummary(TypedDict):
    """One stream."""

    id: str
    """The stream name."""
    groups: list[str]
    """Its groups that hold items (for a system stream: the groups it serves), sorted.
    """
    system: NotRequired[bool]
    """True for the engine's own streams (`svc:*`), which a console hides by default."""


class StreamListAllOutput(TypedDict):
    """Output of `stream::list_all`."""

    stream: list[StreamSummary]
    """The streams, sorted by id."""
    count: int
    """Number of streams."""
