# DO NOT EDIT — generated from schema/wire/pong.schema.json by make generate
"""Pong: pong.schema.json."""

from typing import Literal, TypedDict


class Pong(TypedDict):
    """Either direction: the answer to a JSON `ping`. Ignored by its receiver beyond
    marking the connection alive.
    """

    type: Literal["pong"]
    """Message tag."""
