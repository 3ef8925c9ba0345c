# DO NOT EDIT — generated from schema/contracts/engine/functions-info-output.schema.json by make generate
"""EngineFunctionsInfoOutput: functions-info-output.schema.json."""

from typing import Literal, TypeAlias, TypedDict

from svc_schema.contracts.engine.function_detail import EngineFunctionDetail


class EngineFunctionMissing(TypedDict):
    """A requested function that is not registered."""

    function_id: str
    """The requested id."""
    error: Literal["not_found"]
    """Why it is not described."""


class EngineFunctionsInfoBatch(TypedDict):
    """The answer to `function_ids`."""

    functions: list[EngineFunctionDetail | EngineFunctionMissing]
    """One entry per requested id, in the order asked."""


EngineFunctionsInfoOutput: TypeAlias = EngineFunctionDetail | EngineFunctionsInfoBatch
"""Output of `engine::functions::info`: the function for `function_id`, or `{functions}`
for `function_ids`.
"""
