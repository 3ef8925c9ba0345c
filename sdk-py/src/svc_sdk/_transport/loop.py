"""The protocol core's scheduler and executor on an asyncio event loop."""

from __future__ import annotations

import asyncio
import contextvars
import functools
import inspect
from collections.abc import Callable
from concurrent.futures import Executor as ThreadPool
from typing import Any

from svc_sdk._core.link import Outcome, Raised, Returned


class LoopScheduler:
    """Timers on `loop`; time is the loop's monotonic clock, in milliseconds."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop

    def now(self) -> float:
        """Monotonic time in milliseconds."""
        return self._loop.time() * 1000.0

    def set_timer(self, delay_ms: float, callback: Callable[[], None]) -> object:
        """Runs `callback` on the loop after `delay_ms`."""
        return self._loop.call_later(max(0.0, delay_ms) / 1000.0, callback)

    def clear_timer(self, handle: object) -> None:
        """Cancels a timer made by `set_timer`."""
        if isinstance(handle, asyncio.TimerHandle):
            handle.cancel()


class LoopExecutor:
    """Runs user code for the core: coroutine functions as tasks on `loop`, everything else in
    `pool` so that a slow sync handler never blocks the loop (and with it every other
    invocation and the heartbeat). A sync function that returns an awaitable has it awaited on
    the loop. `done` always runs on the loop."""

    def __init__(self, loop: asyncio.AbstractEventLoop, pool: ThreadPool) -> None:
        self._loop = loop
        self._pool = pool

    def start(
        self,
        fn: Callable[..., Any],
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        done: Callable[[Outcome], None],
    ) -> Callable[[], None]:
        """Starts `fn(*args, **kwargs)`; returns a function that cancels it (best effort: a sync
        function already running in a thread finishes, but its outcome is not awaited)."""
        task = self._loop.create_task(self._run(fn, args, kwargs, done))

        def cancel() -> None:
            task.cancel()

        return cancel

    async def _run(
        self, fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], done: Callable[[Outcome], None]
    ) -> None:
        try:
            if inspect.iscoroutinefunction(fn):
                value = await fn(*args, **kwargs)
            else:
                # Context variables (e.g. a tracing span) follow the call into the thread.
                call = functools.partial(contextvars.copy_context().run, fn, *args, **kwargs)
                value = await self._loop.run_in_executor(self._pool, call)
                if inspect.isawaitable(value):
                    value = await value
        except asyncio.CancelledError as error:
            done(Raised(error))
            return
        except BaseException as error:  # noqa: BLE001 - whatever user code raises becomes its outcome
            done(Raised(error))
            return
        done(Returned(value))
