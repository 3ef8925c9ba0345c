# DO NOT EDIT — generated from schema/contracts/engine/register-trigger-output.schema.json by make generate
"""EngineRegisterTriggerOutput: register-trigger-output.schema.json."""

from typing import TypedDict


class EngineRegisterTriggerOutput(TypedDict):
    """Output of `engine::register_trigger`."""

    id: str
    """Id of the new binding (a UUID), for `engine::unregister_trigger`."""
