# DO NOT EDIT — generated from schema/wire/unregister-trigger.schema.json by make generate
"""UnregisterTrigger: unregister-trigger.schema.json."""

from typing import Literal, NotRequired, TypedDict


class UnregisterTrigger(TypedDict):
    """Worker to engine: remove the trigger `id` this connection registered. No reply.
    Engine to worker: tells the type's provider that a binding is gone.
    """

    type: Literal["unregistertrigger"]
    """Message tag."""
    id: str
    """Trigger id."""
    trigger_type: NotRequired[str]
    """Trigger type id; optional for the engine, always sent to a provider."""
