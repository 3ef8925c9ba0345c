"""The clock and timers the protocol core runs on."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol


class Scheduler(Protocol):
    """Time for the core. The core never reads a clock itself, so tests drive it with a fake
    scheduler and the transport supplies one on its event loop."""

    def now(self) -> float:
        """Monotonic time in milliseconds."""

    def set_timer(self, delay_ms: float, callback: Callable[[], None]) -> object:
        """Runs `callback` once after `delay_ms`; returns a handle for `clear_timer`."""

    def clear_timer(self, handle: object) -> None:
        """Cancels a timer; cancelling one that already ran is a no-op."""
