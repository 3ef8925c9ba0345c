# DO NOT EDIT — generated from schema/wire/ping.schema.json by make generate
"""Ping: ping.schema.json."""

from typing import Literal, TypedDict


class Ping(TypedDict):
    """Either direction: JSON-level liveness probe; the receiver answers `pong`.
    Independent of WebSocket ping frames, which are answered too.
    """

    type: Literal["ping"]
    """Message tag."""
