"""What the core needs from a connection and from whoever runs user code."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from svc_schema import InboundMessage


class Link(Protocol):
    """One open connection, as the protocol core sees it."""

    def send(self, frame: InboundMessage) -> bool:
        """Sends one frame. Returns False when the connection can no longer take frames (it is
        closing); raises when the frame cannot be encoded as JSON."""

    def terminate(self, reason: str) -> None:
        """Ends the connection at once, without a close handshake: it is dead."""


Send = Callable[[InboundMessage], bool]
"""Sends one frame on the current connection: False when it cannot take it, raises when it cannot be encoded."""


@dataclass(frozen=True)
class Returned:
    """User code returned `value`."""

    value: Any


@dataclass(frozen=True)
class Raised:
    """User code raised `error`."""

    error: BaseException


Outcome = Returned | Raised
"""How a piece of user code ended."""


class Executor(Protocol):
    """Runs user code (handlers, trigger-type providers) for the core."""

    def start(
        self,
        fn: Callable[..., Any],
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        done: Callable[[Outcome], None],
    ) -> Callable[[], None]:
        """Starts `fn(*args, **kwargs)`: a coroutine function as a task, anything else off the
        event loop. `done` is called once with the outcome, on the core's own thread, possibly
        before `start` returns. Returns a function that cancels the run (best effort)."""
