# DO NOT EDIT — generated from schema/contracts/console/emit-input.schema.json by make generate
"""ConsoleEmitInput: emit-input.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class ConsoleEmitInput(TypedDict):
    """Body of `POST /_console/emit`: publish an event (`publish` of svc-events, whose
    output is the answer).
    """

    topic: str
    """Topic to publish on."""
    data: NotRequired[JsonValue]
    """The event's data."""
