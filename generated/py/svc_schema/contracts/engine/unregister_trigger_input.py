# DO NOT EDIT — generated from schema/contracts/engine/unregister-trigger-input.schema.json by make generate
"""EngineUnregisterTriggerInput: unregister-trigger-input.schema.json."""

from typing import NotRequired, TypedDict


class EngineUnregisterTriggerInput(TypedDict):
    """Input of `engine::unregister_trigger`: the binding to remove, whoever registered it.
    """

    id: str
    """The binding's id."""
    trigger_type: NotRequired[str]
    """The binding's trigger type id; accepted and ignored by svc."""
