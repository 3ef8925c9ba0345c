"""Reconnect backoff: exponential, capped, with jitter."""

from __future__ import annotations

import random as _random
from collections.abc import Callable

BACKOFF_BASE_MS = 1000
"""Delay before the first reconnect attempt, doubled on each further attempt."""
BACKOFF_MAX_MS = 30_000
"""Cap of the doubled delay (before jitter)."""
BACKOFF_JITTER = 0.3
"""Jitter: the delay varies by up to this fraction either way."""


def backoff_delay(attempt: int, random: Callable[[], float] = _random.random) -> int:
    """Milliseconds to wait before reconnect attempt `attempt` (0 for the first after a close):
    `min(1000 · 2^attempt, 30000) ± 30%`. The jitter spreads the reconnects of many workers that
    lost the same engine, so they do not all arrive in the same millisecond.

    `random` is a source in [0, 1), injectable so tests can pin the bounds.
    """
    base = min(BACKOFF_BASE_MS << min(max(0, attempt), 32), BACKOFF_MAX_MS)
    jitter = base * BACKOFF_JITTER * (2 * random() - 1)
    return round(base + jitter)
