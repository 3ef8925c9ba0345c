"""Real processes for the integration tests: the svc engine and TypeScript worker fixtures."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from svc_sdk import Worker

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SVC = ROOT / "cli" / "bin" / "svc.js"

_T = TypeVar("_T")


def node_binary() -> str:
    """Node 24 from the repository's node_modules, else `node` on the PATH."""
    local = ROOT / "node_modules" / ".bin" / "node"
    if local.exists():
        return str(local)
    found = shutil.which("node")
    if found is None:
        raise RuntimeError("node not found: run `npm ci` in the repository")
    return found


class Process:
    """A child process whose output is collected line by line in the background."""

    def __init__(self, args: list[str], env: dict[str, str] | None = None) -> None:
        self.child = subprocess.Popen(
            args,
            cwd=ROOT,
            env={**os.environ, **(env or {})},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.lines: list[str] = []
        self._changed = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.child.stdout is not None
        for line in self.child.stdout:
            with self._changed:
                self.lines.append(line.rstrip("\n"))
                self._changed.notify_all()
        with self._changed:
            self._changed.notify_all()

    def wait_for_line(self, predicate: Callable[[str], bool], timeout: float = 15.0) -> str:
        """The first output line matching `predicate`, waiting up to `timeout` seconds for it."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                for line in self.lines:
                    if predicate(line):
                        return line
                remaining = deadline - time.monotonic()
                if remaining <= 0 or (self.child.poll() is not None and not self._reader.is_alive()):
                    output = "\n".join(self.lines)
                    raise AssertionError(f"no matching line from {self.child.args!r}; output:\n{output}")
                self._changed.wait(min(remaining, 0.5))

    def stop(self) -> int:
        """Asks the process to stop (SIGTERM), then kills it if it has not within 5 s."""
        if self.child.poll() is None:
            self.child.terminate()
            try:
                self.child.wait(5)
            except subprocess.TimeoutExpired:
                self.child.kill()
                self.child.wait(5)
        self._reader.join(5)
        return self.child.returncode


class Engine(Process):
    """A running `svc` engine process; `listeners` holds every address of its `listening` line."""

    def __init__(self, port: int = 0, config: Path | None = None) -> None:
        if not (ROOT / "cli" / "dist" / "main.js").exists():
            raise RuntimeError("the engine is not built: run `npx tsc -b` in the repository")
        args = [node_binary(), str(SVC)] + (["--config", str(config)] if config is not None else [])
        super().__init__(args, env={"SVC_PORT": str(port), "SVC_HTTP_PORT": "0", "SVC_STREAM_PORT": "0"})
        line = self.wait_for_line(lambda text: '"msg":"listening"' in text)
        record: dict[str, Any] = json.loads(line)
        self.listeners: dict[str, str] = {
            key: value
            for key, value in record.items()
            if key not in ("time", "level", "msg", "config", "pid") and isinstance(value, str)
        }

    @property
    def url(self) -> str:
        """Where workers connect."""
        return self.listeners["bridge"]

    @property
    def port(self) -> int:
        """The bridge's port."""
        return int(self.url.rsplit(":", 1)[1])


class TsWorker(Process):
    """A svc-sdk (TypeScript) worker process from tests/fixtures, started with the engine URL."""

    def __init__(self, fixture: str, url: str, *args: str, env: dict[str, str] | None = None) -> None:
        super().__init__([node_binary(), str(FIXTURES / fixture), url, *args], env=env)
        self.wait_for_line(lambda line: line == "ready")


class LogLines(list[str]):
    """The JSON lines a worker's logger wrote."""

    def messages(self) -> list[str]:
        """The `msg` of every line."""
        return [json.loads(line)["msg"] for line in list(self)]


def eventually(check: Callable[[], _T | None], timeout: float = 10.0, interval: float = 0.05) -> _T:
    """Calls `check` until it returns something other than None (or raises nothing), within `timeout` s."""
    deadline = time.monotonic() + timeout
    last_error: BaseException | None = None
    while True:
        try:
            value = check()
        except Exception as error:  # noqa: BLE001 - retried until the deadline, then reported
            last_error = error
        else:
            if value is not None:
                return value
        if time.monotonic() >= deadline:
            raise AssertionError(f"condition not met within {timeout} s (last error: {last_error!r})")
        time.sleep(interval)


def listed_functions(worker: Worker) -> set[str]:
    """The function ids the engine lists now, asked through `worker`."""
    listing = worker.trigger({"function_id": "engine::functions::list", "payload": {}, "timeout_ms": 5000})
    return {entry["function_id"] for entry in listing["functions"]}


def wait_for_functions(worker: Worker, *function_ids: str, timeout: float = 10.0) -> None:
    """Waits until the engine lists every one of `function_ids`."""
    wanted = set(function_ids)
    eventually(lambda: True if wanted <= listed_functions(worker) else None, timeout)
