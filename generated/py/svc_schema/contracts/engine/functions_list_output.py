# DO NOT EDIT — generated from schema/contracts/engine/functions-list-output.schema.json by make generate
"""EngineFunctionsListOutput: functions-list-output.schema.json."""

from typing import TypedDict

from svc_schema.contracts.engine.function_summary import EngineFunctionSummary


class EngineFunctionsListOutput(TypedDict):
    """Output of `engine::functions::list`."""

    functions: list[EngineFunctionSummary]
    """The functions that pass the filters, sorted by id."""
