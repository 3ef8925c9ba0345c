# DO NOT EDIT — generated from schema/contracts/stream/list-all-input.schema.json by make generate
"""StreamListAllInput: list-all-input.schema.json."""

from typing import NotRequired, TypedDict


class StreamListAllInput(TypedDict):
    """Input of `stream::list_all`: every stream with its groups. System streams (`svc:*`)
    are listed only with `include_system`.
    """

    include_system: NotRequired[bool]
    """Also list the engine's system streams (`svc:live`), marked `system: true`."""
