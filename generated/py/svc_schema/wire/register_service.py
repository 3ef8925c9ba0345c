# DO NOT EDIT — generated from schema/wire/register-service.schema.json by make generate
"""RegisterService: register-service.schema.json."""

from typing import Literal, NotRequired, TypedDict


class RegisterService(TypedDict):
    """Worker to engine: describe a service (a group of functions sharing the first id
    segment). No reply. Accepted; the engine derives services from function ids on its
    own.
    """

    type: Literal["registerservice"]
    """Message tag."""
    id: str
    """Service id, the first segment of its function ids."""
    name: NotRequired[str]
    """Display name; empty means use `id`."""
    description: NotRequired[str]
    """What the service does."""
    parent_service_id: NotRequired[str | None]
    """Enclosing service, if any."""
