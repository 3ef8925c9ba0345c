# DO NOT EDIT — generated from schema/stream-wire/live-streams.schema.json by make generate
"""LiveStreamStats: live-streams.schema.json."""

from typing import TypedDict


class LiveStreamStats(TypedDict):
    """`data` of the `stats` events of `svc:live` group `streams`: this socket server's
    traffic, sent once per `live_interval_ms` while it changes.
    """

    sockets: int
    """Client sockets open now."""
    subscriptions: int
    """Subscriptions held now."""
    total: int
    """Frames received and sent since the engine started: `inbound` + `outbound`."""
    inbound: int
    """Frames received from clients since the engine started."""
    outbound: int
    """Frames sent to clients since the engine started."""
    buffered_bytes: int
    """Bytes waiting to be written to all sockets now."""
    dropped: int
    """Sockets closed because they could not keep up (4010), since the engine started.
    """
