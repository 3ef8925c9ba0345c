# DO NOT EDIT — generated from schema/contracts/stream/auth-input.schema.json by make generate
"""StreamAuthInput: auth-input.schema.json."""

from typing import TypedDict


class StreamAuthInput(TypedDict):
    """Input of svc-stream's `auth_function`, called once per socket on upgrade."""

    headers: dict[str, str]
    """Request headers, lower-case names."""
    path: str
    """The request path."""
    query_params: dict[str, list[str]]
    """Query parameters, each with every value it was given."""
    addr: str
    """The client's address and port."""
