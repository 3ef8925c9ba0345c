# DO NOT EDIT — generated from schema/sdk/register-function-options.schema.json by make generate
"""RegisterFunctionOptions: register-function-options.schema.json."""

from typing import Any, NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class RegisterFunctionOptions(TypedDict):
    """Options of an SDK's `register_function` (`registerFunction`): the fields of the
    `registerfunction` message the caller chooses, sent as they are.
    """

    description: NotRequired[str]
    """What the function does, shown in listings."""
    request_format: NotRequired[JsonValue]
    """Shape of the payload the function accepts, usually a JSON Schema."""
    response_format: NotRequired[JsonValue]
    """Shape of the result the function returns, usually a JSON Schema."""
    metadata: NotRequired[dict[str, Any]]
    """Free-form metadata; `internal: true` hides the function from default listings."""
    timeout_ms: NotRequired[int]
    """The engine's deadline for one invocation of this function, in milliseconds (an svc
    extension).
    """
