"""Reconnect backoff: doubling from 1 s, capped at 30 s, ± 30% jitter."""

from __future__ import annotations

from svc_sdk._core.backoff import backoff_delay


def test_delay_doubles_from_one_second_and_is_capped() -> None:
    assert [backoff_delay(attempt, lambda: 0.5) for attempt in range(7)] == [
        1000,
        2000,
        4000,
        8000,
        16000,
        30000,
        30000,
    ]
    assert backoff_delay(10_000, lambda: 0.5) == 30000


def test_jitter_spreads_the_delay_by_thirty_percent_either_way() -> None:
    assert backoff_delay(0, lambda: 0.0) == 700
    assert backoff_delay(0, lambda: 0.999999) == 1300
    assert backoff_delay(5, lambda: 0.0) == 21000
    assert 700 <= backoff_delay(0) <= 1300
