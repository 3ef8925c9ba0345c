# DO NOT EDIT — generated from schema/wire/unregister-function.schema.json by make generate
"""UnregisterFunction: unregister-function.schema.json."""

from typing import Literal, TypedDict

from svc_schema.common.function_id import FunctionId


class UnregisterFunction(TypedDict):
    """Worker to engine: stop routing `id` to this connection. No reply. Ignored unless
    this connection owns the function.
    """

    type: Literal["unregisterfunction"]
    """Message tag."""
    id: FunctionId
    """The function id."""
