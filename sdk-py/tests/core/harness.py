"""Stand-ins for the I/O the protocol core is given: a clock, a connection and a runner of user code."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from svc_schema import InboundMessage
from svc_sdk import InvocationError, Logger
from svc_sdk._core.link import Outcome, Raised, Returned
from svc_sdk._core.worker_core import WorkerCore


class FakeScheduler:
    """Time that moves only when the test says so."""

    def __init__(self) -> None:
        self.time = 0.0
        self._timers: dict[int, tuple[float, Callable[[], None]]] = {}
        self._next = 0

    def now(self) -> float:
        return self.time

    def set_timer(self, delay_ms: float, callback: Callable[[], None]) -> object:
        self._next += 1
        self._timers[self._next] = (self.time + delay_ms, callback)
        return self._next

    def clear_timer(self, handle: object) -> None:
        self._timers.pop(handle, None)  # type: ignore[call-overload]

    def advance(self, ms: float) -> None:
        """Moves time forward by `ms`, running every timer that falls due, in order."""
        end = self.time + ms
        while True:
            due = [(at, key) for key, (at, _) in self._timers.items() if at <= end]
            if not due:
                break
            at, key = min(due)
            self.time = max(self.time, at)
            _, callback = self._timers.pop(key)
            callback()
        self.time = end


class FakeLink:
    """A connection that records every frame sent on it, as the JSON the engine would read."""

    def __init__(self) -> None:
        self.frames: list[dict[str, Any]] = []
        self.open = True
        self.terminated: str | None = None

    def send(self, frame: InboundMessage) -> bool:
        if not self.open:
            return False
        self.frames.append(json.loads(json.dumps(frame, allow_nan=False)))
        return True

    def terminate(self, reason: str) -> None:
        self.open = False
        self.terminated = reason

    def types(self) -> list[str]:
        return [frame["type"] for frame in self.frames]


@dataclass
class Job:
    """One piece of user code the core asked to run."""

    fn: Callable[..., Any]
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    done: Callable[[Outcome], None]
    cancelled: bool = False

    def finish(self) -> None:
        """Runs the code now, on the test's thread, and reports its outcome."""
        try:
            value = self.fn(*self.args, **self.kwargs)
        except Exception as error:  # noqa: BLE001 - the outcome under test
            self.done(Raised(error))
        else:
            self.done(Returned(value))


@dataclass
class ManualExecutor:
    """Holds user code until the test runs it (`run_all`), or runs it at once when `immediate`."""

    immediate: bool = True
    jobs: list[Job] = field(default_factory=list)

    def start(
        self, fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], done: Callable[[Outcome], None]
    ) -> Callable[[], None]:
        job = Job(fn, args, kwargs, done)
        self.jobs.append(job)
        if self.immediate:
            job.finish()

        def cancel() -> None:
            job.cancelled = True

        return cancel


@dataclass
class Harness:
    """A core wired to the stand-ins, with a recorder for the outcomes of its calls."""

    scheduler: FakeScheduler
    executor: ManualExecutor
    core: WorkerCore
    log: list[dict[str, Any]]
    ids: list[str]

    def connect(self) -> FakeLink:
        link = FakeLink()
        self.core.connection_opened(link)
        return link

    def call(self, request: Any) -> list[Outcome]:
        """Starts a `trigger()` call; the returned list receives its outcome."""
        outcomes: list[Outcome] = []
        self.core.trigger(request, outcomes.append)
        return outcomes

    def messages(self) -> list[str]:
        return [entry["msg"] for entry in self.log]


def make_harness(*, immediate: bool = True, **options: Any) -> Harness:
    scheduler = FakeScheduler()
    executor = ManualExecutor(immediate=immediate)
    log: list[dict[str, Any]] = []
    counter = iter(range(1, 1_000_000))
    ids: list[str] = []

    def new_id() -> str:
        value = f"id-{next(counter)}"
        ids.append(value)
        return value

    core = WorkerCore(
        scheduler=scheduler,
        executor=executor,
        logger=Logger("core-test", level="debug", write=lambda line: log.append(json.loads(line))),
        metadata={"runtime": "python", "name": "core-test"},
        new_id=new_id,
        **options,
    )
    return Harness(scheduler, executor, core, log, ids)


def error_of(outcomes: list[Outcome]) -> InvocationError:
    """The one outcome, which must be an InvocationError."""
    assert len(outcomes) == 1, outcomes
    outcome = outcomes[0]
    assert isinstance(outcome, Raised) and isinstance(outcome.error, InvocationError), outcome
    return outcome.error


def value_of(outcomes: list[Outcome]) -> Any:
    """The one outcome, which must be a returned value."""
    assert len(outcomes) == 1, outcomes
    outcome = outcomes[0]
    assert isinstance(outcome, Returned), outcome
    return outcome.value
