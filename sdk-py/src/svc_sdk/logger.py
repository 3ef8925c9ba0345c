"""Logging: one JSON object per line on stderr, or any object with the four level methods."""

from __future__ import annotations

import contextlib
import json
import os
import sys
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Literal, Protocol

LogLevel = Literal["debug", "info", "warn", "error"]
"""Severity of a log line, lowest first."""

_RANK: dict[str, int] = {"debug": 10, "info": 20, "warn": 30, "error": 40}


class LoggerLike(Protocol):
    """What svc-sdk logs through. Bring your own (an adapter over `logging`, say) or use `Logger`."""

    def debug(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Detail that helps when something goes wrong: dropped frames, late results."""

    def info(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Life-cycle events: connected, reconnecting."""

    def warn(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Something was refused or lost but the worker carries on."""

    def error(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Something failed that the user should look at."""


class Logger:
    """A logger writing one JSON object per line to stderr:
    `{"time":…,"level":"info","worker":"billing","msg":"connected",…fields}`.
    Stderr, so that a worker's stdout stays free for its own output.

    `Logger()` works on its own; a worker's logger (`worker.logger`) carries the worker name.
    """

    def __init__(
        self,
        name: str | None = None,
        *,
        level: LogLevel | None = None,
        write: Callable[[str], None] | None = None,
    ) -> None:
        """`level` defaults to `SVC_LOG_LEVEL`, else `info`; `write` receives each line (default stderr)."""
        self.name = name
        self._threshold = _RANK[level if level is not None else _level_from_env()]
        self._write = write if write is not None else _write_stderr

    def debug(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Writes a `debug` line."""
        self._log("debug", message, fields)

    def info(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Writes an `info` line."""
        self._log("info", message, fields)

    def warn(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Writes a `warn` line."""
        self._log("warn", message, fields)

    def error(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Writes an `error` line."""
        self._log("error", message, fields)

    def _log(self, level: str, message: str, fields: dict[str, Any] | None) -> None:
        if _RANK[level] < self._threshold:
            return
        record: dict[str, Any] = {
            "time": datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z"),
            "level": level,
        }
        if self.name is not None:
            record["worker"] = self.name
        record["msg"] = message
        if fields:
            for key, value in fields.items():
                record[key] = _error_fields(value) if isinstance(value, BaseException) else value
        try:
            line = json.dumps(record, default=str, separators=(",", ":"))
        except (TypeError, ValueError):
            # A log call must never raise because a field holds a cycle.
            line = json.dumps({k: record[k] for k in ("time", "level", "worker", "msg") if k in record})
        self._write(line + "\n")


LogSink = Callable[[str, str, "dict[str, Any] | None"], None]
"""Receives a worker logger's calls besides its own output: `(level, message, fields)`."""


class TeeLogger:
    """A logger that writes through `inner` and hands every call at `level` or above to the sink
    attached with `attach()` (the OpenTelemetry log records). A sink that raises is ignored:
    logging never fails the caller."""

    def __init__(self, inner: LoggerLike, level: LogLevel | None = None) -> None:
        """`level` defaults to `SVC_LOG_LEVEL`, else `info`."""
        self.inner = inner
        """The logger every call is written through."""
        self._threshold = _RANK[level if level is not None else _level_from_env()]
        self._sink: LogSink | None = None

    def attach(self, sink: LogSink | None) -> None:
        """Starts (or, with None, stops) handing calls to `sink`."""
        self._sink = sink

    def debug(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Logs at `debug`."""
        self.inner.debug(message, fields)
        self._tee("debug", message, fields)

    def info(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Logs at `info`."""
        self.inner.info(message, fields)
        self._tee("info", message, fields)

    def warn(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Logs at `warn`."""
        self.inner.warn(message, fields)
        self._tee("warn", message, fields)

    def error(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Logs at `error`."""
        self.inner.error(message, fields)
        self._tee("error", message, fields)

    def _tee(self, level: str, message: str, fields: dict[str, Any] | None) -> None:
        sink = self._sink
        if sink is None or _RANK[level] < self._threshold:
            return
        # The telemetry copy of a log line is best effort.
        with contextlib.suppress(Exception):
            sink(level, message, fields)


class SilentLogger:
    """A logger that drops everything (tests, embedding)."""

    def debug(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Drops the line."""

    def info(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Drops the line."""

    def warn(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Drops the line."""

    def error(self, message: str, fields: dict[str, Any] | None = None) -> None:
        """Drops the line."""


silent_logger = SilentLogger()
"""The shared logger that drops everything."""

_stderr_lock = threading.Lock()


def _write_stderr(line: str) -> None:
    # Handlers log from many threads; one line must not interleave with another.
    with _stderr_lock:
        sys.stderr.write(line)
        sys.stderr.flush()


def _level_from_env() -> LogLevel:
    value = os.environ.get("SVC_LOG_LEVEL", "").lower()
    if value == "debug":
        return "debug"
    if value == "warn":
        return "warn"
    if value == "error":
        return "error"
    return "info"


def _error_fields(error: BaseException) -> dict[str, Any]:
    fields: dict[str, Any] = {"name": type(error).__name__, "message": str(error)}
    code = getattr(error, "code", None)
    if code is not None:
        fields["code"] = code
    return fields
