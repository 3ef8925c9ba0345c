# DO NOT EDIT — generated from schema/wire/unregister-trigger-type.schema.json by make generate
"""UnregisterTriggerType: unregister-trigger-type.schema.json."""

from typing import Literal, NotRequired, TypedDict


class UnregisterTriggerType(TypedDict):
    """Worker to engine: withdraw a trigger type. Accepted and ignored, as by every engine
    of this protocol: a type goes away when its provider's connection does.
    """

    type: Literal["unregistertriggertype"]
    """Message tag."""
    id: str
    """Trigger type id."""
    description: NotRequired[str]
    """Description the SDK registered the type with (Node SDKs send it)."""
