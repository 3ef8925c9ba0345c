# DO NOT EDIT — generated from schema/contracts/engine/functions-info-input.schema.json by make generate
"""EngineFunctionsInfoInput: functions-info-input.schema.json."""

from typing import NotRequired, TypedDict


class EngineFunctionsInfoInput(TypedDict):
    """Input of `engine::functions::info`: `function_id` for one function, else
    `function_ids` for 1 to 32 of them (anything else is refused with
    `INVALID_ARGUMENTS`).
    """

    function_id: NotRequired[str]
    """The one function to describe; an unknown id is refused with `NOT_FOUND`."""
    function_ids: NotRequired[list[str]]
    """The functions to describe, used when `function_id` is absent; unknown ones are
    answered in place.
    """
