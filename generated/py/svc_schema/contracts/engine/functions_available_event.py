# DO NOT EDIT — generated from schema/contracts/engine/functions-available-event.schema.json by make generate
"""EngineFunctionsAvailableEvent: functions-available-event.schema.json."""

from typing import Literal, TypedDict

from svc_schema.contracts.engine.function_summary import EngineFunctionSummary


class EngineFunctionsAvailableEvent(TypedDict):
    """What a binding of the `engine::functions-available` trigger type receives: the set
    of functions changed (once per burst of changes), and what it is now.
    """

    event: Literal["functions_changed"]
    """Always `functions_changed`."""
    functions: list[EngineFunctionSummary]
    """Every function now registered, internal ones left out."""
