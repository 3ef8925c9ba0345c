# DO NOT EDIT — generated from schema/wire/reattach.schema.json by make generate
"""Reattach: reattach.schema.json."""

from typing import Literal, NotRequired, TypedDict


class Reattach(TypedDict):
    """Worker to engine, first frame after a reconnect: retire my previous connection
    before processing the registrations that follow. Never answered; a wrong token or a
    connection that is already gone is ignored.
    """

    type: Literal["reattach"]
    """Message tag."""
    previous_worker_id: str
    """`worker_id` the engine sent on the previous connection."""
    reattach_token: NotRequired[str]
    """`reattach_token` the engine sent on the previous connection; left out when that
    engine sent none.
    """
