# DO NOT EDIT — generated from schema/contracts/stream/auth-output.schema.json by make generate
"""StreamAuthOutput: auth-output.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class StreamAuthOutput(TypedDict):
    """What svc-stream's `auth_function` answers to let a socket in; failing (throwing)
    refuses the upgrade with 401.
    """

    context: NotRequired[JsonValue]
    """Handed to `stream:join` and `stream:leave` handlers as `context`."""
