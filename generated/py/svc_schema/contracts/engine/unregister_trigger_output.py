# DO NOT EDIT — generated from schema/contracts/engine/unregister-trigger-output.schema.json by make generate
"""EngineUnregisterTriggerOutput: unregister-trigger-output.schema.json."""

from typing import TypedDict


class EngineUnregisterTriggerOutput(TypedDict):
    """Output of `engine::unregister_trigger`."""

    removed: bool
    """True when the binding existed and is now gone; false when there was no binding with
    that id.
    """
