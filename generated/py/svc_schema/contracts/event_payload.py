# DO NOT EDIT — generated from schema/contracts/event-payload.schema.json by make generate
"""EventPayload: event-payload.schema.json."""

from typing import TypeAlias

from svc_schema.common.json_value import JsonValue

EventPayload: TypeAlias = JsonValue
"""Payload an `event` (or `subscribe`) trigger's handler receives: exactly the `data` that
was published to the topic, any JSON value.
"""
