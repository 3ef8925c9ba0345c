# DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-list-input.schema.json by make generate
"""EngineRegisteredTriggersListInput: registered-triggers-list-input.schema.json."""

from typing import NotRequired, TypedDict


class EngineRegisteredTriggersListInput(TypedDict):
    """Input of `engine::registered-triggers::list` (trigger bindings): filters, all
    optional and combined with and. Without `include_internal`, bindings of types under
    `engine::` are left out.
    """

    search: NotRequired[str]
    """Case-insensitive substring of the binding id, its type or its function id."""
    trigger_type: NotRequired[str]
    """The binding's trigger type id, exactly."""
    function_id: NotRequired[str]
    """The function the binding invokes, exactly."""
    worker: NotRequired[str]
    """Name of the worker that registered the binding (`engine` for those made with
    `engine::register_trigger`).
    """
    include_internal: NotRequired[bool]
    """List bindings of the engine's own types too."""
