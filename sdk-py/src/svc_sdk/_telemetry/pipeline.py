"""The OpenTelemetry pipeline of a worker: spans and log records, encoded as OTLP/JSON by the
OTLP protobuf encoders and protobuf's JSON mapping, batched out over the `/otel` socket."""

from __future__ import annotations

import asyncio
import base64
import contextvars
import json
import time
from collections.abc import Callable, Sequence
from typing import Any

from google.protobuf.json_format import MessageToDict
from google.protobuf.message import Message
from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry._logs import SeverityNumber
from opentelemetry.baggage.propagation import W3CBaggagePropagator
from opentelemetry.context import Context
from opentelemetry.exporter.otlp.proto.common._log_encoder import encode_logs
from opentelemetry.exporter.otlp.proto.common.metrics_encoder import encode_metrics
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.propagators.composite import CompositePropagator
from opentelemetry.sdk._logs import LoggerProvider, ReadableLogRecord
from opentelemetry.sdk._logs.export import BatchLogRecordProcessor, LogRecordExporter, LogRecordExportResult
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import (
    MetricExporter,
    MetricExportResult,
    MetricsData,
    PeriodicExportingMetricReader,
)
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult
from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased
from opentelemetry.trace import SpanKind, Status, StatusCode
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator
from opentelemetry.util.types import AttributeValue

from svc_schema import InvokeFunction
from svc_sdk._core.link import Outcome, Raised
from svc_sdk._core.tracing import EndSpan
from svc_sdk._telemetry.otel_socket import OtelSocket
from svc_sdk._telemetry.settings import TelemetrySettings
from svc_sdk._version import SDK_VERSION
from svc_sdk.errors import InvocationError
from svc_sdk.logger import LoggerLike

ATTR_FUNCTION_ID = "svc.function.id"
ATTR_INVOCATION_ID = "svc.invocation.id"
ATTR_WORKER_NAME = "svc.worker.name"
ATTR_WORKER_ID = "svc.worker.id"
ATTR_OUTCOME = "svc.outcome"
METRIC_INVOCATIONS = "svc.sdk.invocations"
METRIC_DURATION = "svc.sdk.invocation.duration"

_SEVERITY = {
    "debug": SeverityNumber.DEBUG,
    "info": SeverityNumber.INFO,
    "warn": SeverityNumber.WARN,
    "error": SeverityNumber.ERROR,
}
# OTLP/JSON writes trace and span ids as hex; protobuf's JSON mapping writes bytes as base64.
_ID_FIELDS = frozenset({"traceId", "spanId", "parentSpanId"})

_propagator = CompositePropagator([TraceContextTextMapPropagator(), W3CBaggagePropagator()])


def otlp_json(message: Message) -> bytes:
    """An OTLP protobuf message as OTLP/JSON: protobuf's JSON mapping with enums as integers,
    small int64 values unquoted (as the JS encoder writes them) and ids as lowercase hex."""
    document = MessageToDict(message, use_integers_for_enums=True, unquote_int64_if_possible=True)
    return json.dumps(_hex_ids(document), separators=(",", ":")).encode()


def _hex_ids(value: Any) -> Any:
    if isinstance(value, dict):
        return {
            key: base64.b64decode(item).hex() if key in _ID_FIELDS and isinstance(item, str) else _hex_ids(item)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [_hex_ids(item) for item in value]
    return value


class _SocketSpanExporter(SpanExporter):
    def __init__(self, socket: OtelSocket) -> None:
        self._socket = socket

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        self._socket.send_threadsafe(b"OTLP", otlp_json(encode_spans(spans)))
        return SpanExportResult.SUCCESS


class _SocketLogExporter(LogRecordExporter):
    def __init__(self, socket: OtelSocket) -> None:
        self._socket = socket

    def export(self, batch: Sequence[ReadableLogRecord]) -> LogRecordExportResult:
        self._socket.send_threadsafe(b"LOGS", otlp_json(encode_logs(batch)))
        return LogRecordExportResult.SUCCESS

    def shutdown(self) -> None:
        """Nothing to release: the socket belongs to the pipeline."""

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        """Nothing is held here: every batch goes straight to the socket's queue."""
        return True


class _SocketMetricExporter(MetricExporter):
    def __init__(self, socket: OtelSocket) -> None:
        super().__init__()
        self._socket = socket

    def export(self, metrics_data: MetricsData, timeout_millis: float = 10_000, **kwargs: Any) -> MetricExportResult:
        self._socket.send_threadsafe(b"MTRC", otlp_json(encode_metrics(metrics_data)))
        return MetricExportResult.SUCCESS

    def force_flush(self, timeout_millis: float = 10_000) -> bool:
        """Nothing is held here: every export goes straight to the socket's queue."""
        return True

    def shutdown(self, timeout_millis: float = 30_000, **kwargs: Any) -> None:
        """Nothing to release: the socket belongs to the pipeline."""


class Telemetry:
    """A running pipeline: the tracing the protocol core uses, the worker logger's sink, and
    the `/otel` socket. Made by `start_telemetry`."""

    def __init__(
        self,
        settings: TelemetrySettings,
        loop: asyncio.AbstractEventLoop,
        logger: LoggerLike,
        worker_id: Callable[[], str | None],
    ) -> None:
        self._worker_name = settings.worker_name
        self._worker_id = worker_id
        self.socket = OtelSocket(
            settings.url, loop, logger, headers=settings.headers, max_queued_frames=settings.max_queued_frames
        )
        resource = Resource.create(dict(settings.resource))
        batch: dict[str, Any] = {
            "max_queue_size": settings.max_queue_size,
            "schedule_delay_millis": settings.flush_interval_ms,
            "max_export_batch_size": min(512, settings.max_queue_size),
        }
        sampler = ParentBased(TraceIdRatioBased(settings.sampling_ratio))
        self._tracer_provider = TracerProvider(resource=resource, sampler=sampler)
        self._tracer_provider.add_span_processor(BatchSpanProcessor(_SocketSpanExporter(self.socket), **batch))
        self._logger_provider = LoggerProvider(resource=resource)
        self._logger_provider.add_log_record_processor(
            BatchLogRecordProcessor(_SocketLogExporter(self.socket), **batch)
        )
        reader = PeriodicExportingMetricReader(
            _SocketMetricExporter(self.socket), export_interval_millis=settings.metrics_interval_ms
        )
        self._meter_provider = MeterProvider(resource=resource, metric_readers=[reader])
        meter = self._meter_provider.get_meter("svc-sdk", SDK_VERSION)
        self._invocations = meter.create_counter(METRIC_INVOCATIONS, description="Handler invocations, by outcome")
        self._duration = meter.create_histogram(METRIC_DURATION, unit="ms", description="Handler run time")
        self._tracer = self._tracer_provider.get_tracer("svc-sdk", SDK_VERSION)
        self._otel_logger = self._logger_provider.get_logger("svc-sdk", SDK_VERSION)

    # ---------------------------------------------------------------- Tracing

    def invocation(self, frame: InvokeFunction) -> tuple[contextvars.Context | None, EndSpan]:
        """Starts the handler span as a child of the frame's `traceparent` (see `Tracing`)."""
        parent = _propagator.extract(_carrier(frame))
        span = self._tracer.start_span(
            frame["function_id"], context=parent, kind=SpanKind.SERVER, attributes=self._attributes(frame)
        )
        run_in = contextvars.copy_context()
        run_in.run(otel_context.attach, trace.set_span_in_context(span, parent))
        end_span = _ender(span)
        started = time.perf_counter()

        def end(outcome: Outcome) -> None:
            end_span(outcome)
            attributes = {
                ATTR_FUNCTION_ID: frame["function_id"],
                ATTR_OUTCOME: "error" if isinstance(outcome, Raised) else "ok",
            }
            self._invocations.add(1, attributes)
            self._duration.record((time.perf_counter() - started) * 1000, attributes)

        return run_in, end

    def call(self, frame: InvokeFunction, parent: object | None) -> EndSpan:
        """Starts the span of an outgoing call and writes its context on `frame` (see `Tracing`)."""
        # A trace context the caller put in the request wins over the one where it called from.
        given = _carrier(frame)
        active = _propagator.extract(given) if given else parent if isinstance(parent, Context) else Context()
        kind = SpanKind.PRODUCER if frame.get("invocation_id") is None else SpanKind.CLIENT
        span = self._tracer.start_span(
            f"call {frame['function_id']}", context=active, kind=kind, attributes=self._attributes(frame)
        )
        carrier: dict[str, str] = {}
        _propagator.inject(carrier, context=trace.set_span_in_context(span, active))
        for key in ("traceparent", "baggage"):
            if key in carrier:
                frame[key] = carrier[key]
        return _ender(span)

    def _attributes(self, frame: InvokeFunction) -> dict[str, AttributeValue]:
        attributes: dict[str, AttributeValue] = {
            ATTR_FUNCTION_ID: frame["function_id"],
            ATTR_WORKER_NAME: self._worker_name,
        }
        invocation_id = frame.get("invocation_id")
        if isinstance(invocation_id, str):
            attributes[ATTR_INVOCATION_ID] = invocation_id
        worker_id = self._worker_id()
        if worker_id is not None:
            attributes[ATTR_WORKER_ID] = worker_id
        return attributes

    @staticmethod
    def current_context() -> Context:
        """The trace context where the caller is (captured by `trigger()` before it hops threads)."""
        return otel_context.get_current()

    # ---------------------------------------------------------------- logs

    def log_sink(self, level: str, message: str, fields: dict[str, Any] | None) -> None:
        """Emits a log record correlated with the active span (the logger's sink)."""
        attributes: dict[str, AttributeValue] = {ATTR_WORKER_NAME: self._worker_name}
        for key, value in (fields or {}).items():
            attributes[key] = _attribute_value(value)
        self._otel_logger.emit(
            timestamp=time.time_ns(),
            context=otel_context.get_current(),
            severity_number=_SEVERITY.get(level, SeverityNumber.INFO),
            severity_text=level.upper(),
            body=message,
            attributes=attributes,
        )

    # ---------------------------------------------------------------- life cycle

    async def shutdown(self) -> None:
        """Exports what is batched, then closes the socket (call on the loop)."""
        await asyncio.to_thread(self._flush)
        await self.socket.stop()
        await asyncio.to_thread(self._close_providers)

    def _flush(self) -> None:
        self._tracer_provider.force_flush(2000)
        self._logger_provider.force_flush(2000)
        self._meter_provider.force_flush(2000)

    def _close_providers(self) -> None:
        self._tracer_provider.shutdown()
        self._logger_provider.shutdown()
        self._meter_provider.shutdown(timeout_millis=2000)


def start_telemetry(
    settings: TelemetrySettings,
    loop: asyncio.AbstractEventLoop,
    logger: LoggerLike,
    worker_id: Callable[[], str | None],
) -> Telemetry:
    """Builds the pipeline; its socket starts once `loop` runs."""
    telemetry = Telemetry(settings, loop, logger, worker_id)
    loop.call_soon_threadsafe(telemetry.socket.start)
    return telemetry


def _carrier(frame: InvokeFunction) -> dict[str, str]:
    carrier: dict[str, str] = {}
    for key in ("traceparent", "baggage"):
        value = frame.get(key)
        if isinstance(value, str):
            carrier[key] = value
    return carrier


def _ender(span: trace.Span) -> EndSpan:
    def end(outcome: Outcome) -> None:
        if isinstance(outcome, Raised):
            error = outcome.error
            message = error.message if isinstance(error, InvocationError) else (str(error) or type(error).__name__)
            if isinstance(error, Exception):
                span.record_exception(error)
            span.set_status(Status(StatusCode.ERROR, message))
        span.end()

    return end


def _attribute_value(value: object) -> AttributeValue:
    # OTel attributes hold primitives; anything else is kept as its JSON text.
    if isinstance(value, str | bool | int | float):
        return value
    if isinstance(value, BaseException):
        return f"{type(value).__name__}: {value}"
    try:
        return json.dumps(value, default=str)
    except (TypeError, ValueError):
        return str(value)
