"""Heartbeat of one connection: ping on silence, declare it dead after long silence."""

from __future__ import annotations

from collections.abc import Callable

from svc_sdk._core.scheduler import Scheduler

PING_INTERVAL_MS = 20_000
"""Send a JSON `ping` when nothing was sent for this long."""
IDLE_TIMEOUT_MS = 60_000
"""Declare the connection dead when nothing at all was received for this long."""


class Keepalive:
    """Heartbeat of one connection, on an injected scheduler. A TCP connection can die without any
    close (a NAT drops it, the engine host vanishes); only silence reveals that. The engine
    answers every JSON `ping` with `pong`, so a live connection is never silent for long.

    It pings after `ping_interval_ms` without sending, and also after that long without
    receiving: a worker that only sends void calls never goes quiet, yet gets nothing back, and
    would otherwise be declared dead while healthy.
    """

    def __init__(
        self,
        scheduler: Scheduler,
        ping: Callable[[], None],
        dead: Callable[[], None],
        ping_interval_ms: float | None = None,
        idle_timeout_ms: float | None = None,
    ) -> None:
        self._scheduler = scheduler
        self._ping = ping
        self._dead = dead
        self.ping_interval_ms = ping_interval_ms if ping_interval_ms is not None else PING_INTERVAL_MS
        self.idle_timeout_ms = idle_timeout_ms if idle_timeout_ms is not None else IDLE_TIMEOUT_MS
        self._last_sent = 0.0
        self._last_received = 0.0
        self._last_ping = 0.0
        self._timer: object | None = None
        self._running = False

    def start(self) -> None:
        """Starts watching a connection that just opened."""
        now = self._scheduler.now()
        self._last_sent = self._last_received = self._last_ping = now
        self._running = True
        self._arm()

    def stop(self) -> None:
        """Stops watching (connection closed, worker shut down)."""
        self._running = False
        if self._timer is not None:
            self._scheduler.clear_timer(self._timer)
        self._timer = None

    def note_sent(self) -> None:
        """Records that a frame was sent. Called per frame, so it only stores a number."""
        self._last_sent = self._scheduler.now()

    def note_received(self) -> None:
        """Records that something arrived."""
        self._last_received = self._scheduler.now()

    # One timer, re-armed lazily: moving it on every frame would cost a cancel and a new timer per frame.
    def _arm(self) -> None:
        due = min(
            self._last_sent + self.ping_interval_ms,
            max(self._last_received, self._last_ping) + self.ping_interval_ms,
            self._last_received + self.idle_timeout_ms,
        )
        self._timer = self._scheduler.set_timer(max(1.0, due - self._scheduler.now()), self._fire)

    def _fire(self) -> None:
        self._timer = None
        if not self._running:
            return
        now = self._scheduler.now()
        if now - self._last_received >= self.idle_timeout_ms:
            self._running = False
            self._dead()
            return
        send_silent = now - self._last_sent >= self.ping_interval_ms
        receive_silent = (
            now - self._last_received >= self.ping_interval_ms and now - self._last_ping >= self.ping_interval_ms
        )
        if send_silent or receive_silent:
            self._last_ping = self._last_sent = now
            self._ping()
        # ping() may have ended the connection (a failed send), which stops us.
        if self._running and self._timer is None:
            self._arm()
