"""The public worker: a protocol core and a connection on an event loop in a background thread."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import os
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from types import TracebackType
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import urlsplit

from svc_sdk._core.link import Link, Outcome, Returned
from svc_sdk._core.worker_core import DEFAULT_INVOCATION_TIMEOUT_MS, WorkerCore
from svc_sdk._metadata import default_worker_name, python_worker_metadata
from svc_sdk._telemetry.settings import telemetry_enabled, telemetry_settings
from svc_sdk._transport.connection import MAX_FRAME_BYTES, ConnectionState, ReconnectingConnection
from svc_sdk._transport.loop import LoopExecutor, LoopScheduler
from svc_sdk.channels import Channel, ChannelReader, ChannelWriter, resolve_channels
from svc_sdk.errors import ErrorCode, InvocationError, SvcError
from svc_sdk.logger import Logger, LoggerLike, TeeLogger
from svc_sdk.types import (
    FunctionHandle,
    FunctionHandler,
    RegisterFunctionOptions,
    TriggerHandle,
    TriggerInput,
    TriggerRequest,
    TriggerTypeDefinition,
    TriggerTypeHandle,
    TriggerTypeHandler,
    WorkerOptions,
)

if TYPE_CHECKING:
    from svc_sdk._telemetry.pipeline import Telemetry

DEFAULT_ENGINE_URL = "ws://localhost:49134"
"""The engine URL used when neither the argument nor `SVC_URL` gives one."""

HANDLER_THREADS = 64
"""Most sync handlers running at once; threads are started only when needed."""

_T = TypeVar("_T")


def _with_token(headers: dict[str, str] | None, token: str | None) -> dict[str, str] | None:
    """`headers` with `Authorization: Bearer <token>` added when there is a token and no such header."""
    if not token:
        return headers
    if any(name.lower() == "authorization" for name in (headers or {})):
        return headers
    return {**(headers or {}), "authorization": f"Bearer {token}"}


class Worker:
    """A worker: a connection to the engine (re-established forever until `shutdown()`), the
    functions, triggers and trigger types it registered, and the calls it makes.

    The connection and the protocol run on an asyncio event loop in a background (daemon)
    thread, so the worker works the same from a plain script and from asyncio code. Every
    method may be called from any thread. Blocking calls (`trigger`, `shutdown`) have awaitable
    twins (`trigger_async`, `shutdown_async`) for asyncio code. Create it with `register_worker`.
    """

    def __init__(self, url: str, options: WorkerOptions | None = None) -> None:
        """Creates the worker and starts connecting. Prefer `register_worker`."""
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise SvcError(ErrorCode.INVALID_ARGUMENT, "worker options must be a dict")
        self.url: str = _check_url(url)
        """The engine URL."""
        self.name: str = options.get("worker_name") or default_worker_name()
        """The worker name."""
        base_logger: LoggerLike = options.get("logger") or Logger(self.name)
        self.logger: LoggerLike = TeeLogger(base_logger)
        """The worker's logger (also `context.logger` in handlers); with telemetry on, its lines
        are also sent as log records."""
        heartbeat = options.get("heartbeat", {})
        self._headers = _with_token(options.get("headers"), options.get("token") or os.environ.get("SVC_TOKEN"))
        self._loop = asyncio.new_event_loop()
        self._pool = ThreadPoolExecutor(max_workers=HANDLER_THREADS, thread_name_prefix=f"svc-handler {self.name}")
        self._core = WorkerCore(
            scheduler=LoopScheduler(self._loop),
            executor=LoopExecutor(self._loop, self._pool),
            logger=self.logger,
            metadata=python_worker_metadata(self.name, options.get("description"), options.get("project_name")),
            invocation_timeout_ms=options.get("invocation_timeout_ms", DEFAULT_INVOCATION_TIMEOUT_MS),
            ping_interval_ms=heartbeat.get("ping_interval_ms"),
            idle_timeout_ms=heartbeat.get("idle_timeout_ms"),
            resolve_payload=lambda data: resolve_channels(data, self.url),
        )
        self._connection = ReconnectingConnection(
            self.url,
            _CoreEvents(self._core),
            self.logger,
            headers=self._headers,
            max_frame_bytes=options.get("max_frame_bytes", MAX_FRAME_BYTES),
        )
        self._telemetry = self._start_telemetry(options, base_logger)
        self._lock = threading.Lock()
        # Futures other threads wait on, with the error they get if the loop ends without settling them.
        self._waiting: dict[concurrent.futures.Future[Any], SvcError] = {}
        self._closing: concurrent.futures.Future[None] | None = None
        self._thread = threading.Thread(target=self._run_loop, name=f"svc-worker {self.name}", daemon=True)
        self._thread.start()
        self._loop.call_soon_threadsafe(self._connection.start)

    def _start_telemetry(self, options: WorkerOptions, base_logger: LoggerLike) -> Telemetry | None:
        otel = options.get("otel")
        if not telemetry_enabled(otel):
            return None
        settings = telemetry_settings(otel or None, engine_url=self.url, worker_name=self.name, headers=self._headers)
        try:
            # Imported here, not at the top: importing svc_sdk never pays for OpenTelemetry.
            from svc_sdk._telemetry.pipeline import start_telemetry

            telemetry = start_telemetry(settings, self._loop, base_logger, lambda: self._core.worker_id)
        except Exception as error:  # noqa: BLE001 - telemetry is optional; the worker runs without it
            base_logger.warn(
                "[OTel] telemetry is off: it could not start", {"error": f"{type(error).__name__}: {error}"}
            )
            return None
        self._core.set_tracing(telemetry)
        if isinstance(self.logger, TeeLogger):
            self.logger.attach(telemetry.log_sink)
        return telemetry

    # ---------------------------------------------------------------- state

    @property
    def worker_id(self) -> str | None:
        """The engine's id for the current connection, once `workerregistered` arrived."""
        return self._core.worker_id

    @property
    def connection_state(self) -> ConnectionState:
        """`connecting`, `open`, `reconnecting` (waiting for the next attempt) or `closed` (after shutdown)."""
        return self._connection.state

    # ---------------------------------------------------------------- registrations

    def register_function(
        self, function_id: str, handler: FunctionHandler, options: RegisterFunctionOptions | None = None
    ) -> FunctionHandle:
        """Registers a function that other workers (and triggers) can invoke. Sent now if
        connected, and again on every reconnect.

        `handler(payload)` receives the caller's JSON payload (`None` when it sent none) and
        returns the result (`None` for none). It may be sync (it runs in a thread, so it never
        blocks the event loop) or async (it runs on the worker's loop). It may declare a
        `metadata` parameter (the caller's or the trigger's metadata) and a `context` parameter
        (an `InvocationContext`). A raised exception becomes `invocation_failed` with its traceback.

        Raises RegistrationError: `invalid_id` for an empty id, `already_registered` when this
        worker already has `function_id`, `invalid_argument` when the handler or an option is not valid.
        """
        handle = self._on_loop(lambda: self._core.register_function(function_id, handler, options))
        return FunctionHandle(handle.id, lambda: self._on_loop_if_running(handle.unregister))

    def register_trigger(self, trigger: TriggerInput) -> TriggerHandle:
        """Binds a trigger of `trigger["type"]` to `trigger["function_id"]` with `trigger["config"]`.
        The trigger id is made here (a UUID) and kept across reconnects. A refusal by the engine or
        the type's provider is logged.

        Raises RegistrationError: `invalid_id` for an empty function id, `invalid_argument`.
        """
        handle = self._on_loop(lambda: self._core.register_trigger(trigger))
        return TriggerHandle(handle.id, handle.type, lambda: self._on_loop_if_running(handle.unregister))

    def register_trigger_type(
        self, definition: TriggerTypeDefinition, handler: TriggerTypeHandler
    ) -> TriggerTypeHandle:
        """Provides a trigger type: the engine forwards every binding of it, from any worker, to
        `handler.register_trigger` / `handler.unregister_trigger` (sync or async); an exception
        refuses the binding (`trigger_registration_failed`).

        Raises RegistrationError: `invalid_id`, `already_registered` or `invalid_argument`.
        """
        handle = self._on_loop(lambda: self._core.register_trigger_type(definition, handler))
        return TriggerTypeHandle(handle.id, lambda: self._on_loop_if_running(handle.unregister))

    # ---------------------------------------------------------------- calls

    def trigger(self, request: TriggerRequest) -> Any:
        """Invokes a function and returns its result, blocking until it arrives. With
        `"action": {"type": "void"}` it returns None at once; with `{"type": "enqueue", "queue": …}`
        it returns the engine's receipt. Calls made while disconnected wait for the next
        connection (until their deadline).

        Raises InvocationError with the wire `code`: `function_not_found`, `invocation_failed`,
        `invocation_stopped`, `timeout`, `shutting_down`, …
        """
        if self._on_worker_thread():
            raise SvcError(
                ErrorCode.INVALID_ARGUMENT,
                "trigger() would block the worker's event loop: in async handlers use `await worker.trigger_async()`",
            )
        return self._start_call(request).result()

    async def trigger_async(self, request: TriggerRequest) -> Any:
        """`trigger` for asyncio code: awaitable from any event loop, the worker's own included."""
        return await asyncio.wrap_future(self._start_call(request))

    async def create_channel_async(self, buffer_size: int | None = None) -> Channel:
        """Creates a streaming channel (`engine::channels::create`, svc-channels): a reader, a
        writer and their references. Pass `reader_ref` or `writer_ref` to another function in a
        payload; svc-sdk (and the iii SDKs) give that function a reader or writer. The channel
        belongs to this worker's connection and ends with it. Use the reader and writer in
        asyncio code.

        Raises InvocationError as `trigger` does (`channel_limit_reached` past the engine's limit).
        """
        payload: dict[str, Any] = {} if buffer_size is None else {"buffer_size": buffer_size}
        refs = await self.trigger_async({"function_id": "engine::channels::create", "payload": payload})
        return Channel(
            reader=ChannelReader(self.url, refs["reader"]),
            writer=ChannelWriter(self.url, refs["writer"]),
            reader_ref=refs["reader"],
            writer_ref=refs["writer"],
        )

    # ---------------------------------------------------------------- life cycle

    def shutdown(self) -> None:
        """Stops the worker: no more reconnects, pending calls fail with `shutting_down`, running
        handlers are cancelled, the connection closes (code 1000). Returns once it is closed.
        Calling it again is harmless."""
        if self._on_worker_thread():
            raise SvcError(
                ErrorCode.INVALID_ARGUMENT, "shutdown() would block the worker's own event loop: use shutdown_async()"
            )
        self._begin_shutdown().result()
        self._thread.join(timeout=5)

    async def shutdown_async(self) -> None:
        """`shutdown` for asyncio code."""
        await asyncio.wrap_future(self._begin_shutdown())
        if not self._on_worker_thread():
            await asyncio.to_thread(self._thread.join, 5)

    def serve_forever(self) -> None:
        """Blocks until the worker is shut down (by `shutdown()` from a handler or another
        thread). Ctrl-C shuts it down. For scripts whose only job is to serve functions: the
        worker's thread is a daemon, so the process ends when the main thread does."""
        try:
            while self._thread.is_alive():
                self._thread.join(0.5)
        except KeyboardInterrupt:
            self.shutdown()

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        self.shutdown()

    async def __aenter__(self) -> Worker:
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.shutdown_async()

    # ---------------------------------------------------------------- the loop thread

    def _run_loop(self) -> None:
        loop = self._loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_forever()
        finally:
            try:
                leftovers = asyncio.all_tasks(loop)
                for task in leftovers:
                    task.cancel()
                if leftovers:
                    loop.run_until_complete(asyncio.gather(*leftovers, return_exceptions=True))
                loop.run_until_complete(loop.shutdown_asyncgens())
            finally:
                loop.close()
                self._fail_waiting()

    def _fail_waiting(self) -> None:
        """The loop is gone: nobody may wait forever for something it was to do."""
        with self._lock:
            waiting = list(self._waiting.items())
            self._waiting.clear()
            closing = self._closing
        for future, error in waiting:
            if future is closing:
                _settle(future, Returned(None))
            else:
                _fail(future, error)

    def _on_worker_thread(self) -> bool:
        return threading.current_thread() is self._thread

    def _post(self, fn: Callable[[], None], future: concurrent.futures.Future[Any], gone: SvcError) -> None:
        """Runs `fn` on the loop (at once when already there); `future` fails with `gone` if it never can."""
        if self._on_worker_thread():
            fn()
            return
        with self._lock:
            if not future.done():
                self._waiting[future] = gone
                future.add_done_callback(self._forget)
        try:
            self._loop.call_soon_threadsafe(fn)
        except RuntimeError:
            _fail(future, gone)

    def _forget(self, future: concurrent.futures.Future[Any]) -> None:
        with self._lock:
            self._waiting.pop(future, None)

    def _on_loop(self, fn: Callable[[], _T]) -> _T:
        """Runs `fn` on the loop and returns (or raises) what it did."""
        if self._on_worker_thread():
            return fn()
        future: concurrent.futures.Future[_T] = concurrent.futures.Future()

        def run() -> None:
            try:
                future.set_result(fn())
            except BaseException as error:  # noqa: BLE001 - handed to the calling thread
                _fail(future, error)

        self._post(run, future, SvcError(ErrorCode.SHUTTING_DOWN, "Worker is shut down"))
        return future.result()

    def _on_loop_if_running(self, fn: Callable[[], None]) -> None:
        try:
            self._on_loop(fn)
        except SvcError as error:
            if error.code != ErrorCode.SHUTTING_DOWN:
                raise

    def _start_call(self, request: TriggerRequest) -> concurrent.futures.Future[Any]:
        future: concurrent.futures.Future[Any] = concurrent.futures.Future()
        gone = InvocationError(ErrorCode.SHUTTING_DOWN, "Worker is shut down")
        # The call's span is a child of the span active here, in the caller's thread or task.
        parent = self._telemetry.current_context() if self._telemetry is not None else None
        self._post(lambda: self._core.trigger(request, lambda outcome: _settle(future, outcome), parent), future, gone)
        return future

    def _begin_shutdown(self) -> concurrent.futures.Future[None]:
        with self._lock:
            closing = self._closing
            if closing is not None:
                return closing
            closing = self._closing = concurrent.futures.Future()

        def start() -> None:
            self._loop.create_task(self._shutdown())

        self._post(start, closing, SvcError(ErrorCode.SHUTTING_DOWN, "Worker is shut down"))
        return closing

    async def _shutdown(self) -> None:
        try:
            self._core.shutdown()
            await self._connection.stop()
            if self._telemetry is not None:
                # Spans of the calls shutdown just failed are sent before the socket closes.
                await self._telemetry.shutdown()
        finally:
            self._pool.shutdown(wait=False, cancel_futures=True)
            if self._closing is not None:
                _settle(self._closing, Returned(None))
            self._loop.stop()


class _CoreEvents:
    """The connection's events, handed to the protocol core."""

    def __init__(self, core: WorkerCore) -> None:
        self._core = core

    def opened(self, link: Link) -> None:
        self._core.connection_opened(link)

    def message(self, text: str) -> None:
        self._core.receive_text(text)

    def closed(self) -> None:
        self._core.connection_closed()


def _settle(future: concurrent.futures.Future[Any], outcome: Outcome) -> None:
    if future.done():
        return
    with contextlib.suppress(concurrent.futures.InvalidStateError):
        if isinstance(outcome, Returned):
            future.set_result(outcome.value)
        else:
            future.set_exception(outcome.error)


def _fail(future: concurrent.futures.Future[Any], error: BaseException) -> None:
    if future.done():
        return
    with contextlib.suppress(concurrent.futures.InvalidStateError):
        future.set_exception(error)


def resolve_engine_url(url: str | None = None) -> str:
    """The engine URL: the argument, else `SVC_URL`, else `DEFAULT_ENGINE_URL`."""
    if url:
        return url
    return os.environ.get("SVC_URL") or DEFAULT_ENGINE_URL


def register_worker(url: str | WorkerOptions | None = None, options: WorkerOptions | None = None) -> Worker:
    """Connects a worker to the engine at `url` (else `SVC_URL`, else `ws://localhost:49134`).
    Returns at once; registrations and calls made before the connection opens are sent when it
    does. `register_worker(options)` is accepted too.

    Raises SvcError `invalid_url` when the URL is not ws:// or wss://.
    """
    if isinstance(url, dict):
        return Worker(resolve_engine_url(), url)
    return Worker(resolve_engine_url(url), options)


def _check_url(url: object) -> str:
    if not isinstance(url, str):
        raise SvcError(ErrorCode.INVALID_URL, f"engine URL must be a string (got {url!r})")
    try:
        parts = urlsplit(url)
    except ValueError as error:
        raise SvcError(ErrorCode.INVALID_URL, f"engine URL is not a URL: {url}") from error
    if parts.scheme not in ("ws", "wss") or not parts.netloc:
        raise SvcError(ErrorCode.INVALID_URL, f"engine URL must start with ws:// or wss:// (got {url})")
    return url
