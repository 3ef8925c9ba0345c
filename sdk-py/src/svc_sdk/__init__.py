"""svc-sdk for Python: write svc workers.

`register_worker()` connects to the engine; the worker registers functions, triggers and
trigger types, and invokes functions with `trigger()` (or `await trigger_async()`).
"""

from svc_sdk._core.exact_json import JsonNumber
from svc_sdk._transport.connection import ConnectionState
from svc_sdk._version import SDK_VERSION
from svc_sdk.channels import Channel, ChannelReader, ChannelWriter
from svc_sdk.errors import ErrorCode, InvocationError, RegistrationError, SvcError
from svc_sdk.logger import Logger, LoggerLike, LogLevel, SilentLogger, silent_logger
from svc_sdk.types import (
    FunctionHandle,
    FunctionHandler,
    HeartbeatOptions,
    InvocationContext,
    OtelOptions,
    RegisterFunctionOptions,
    TriggerHandle,
    TriggerInput,
    TriggerInstance,
    TriggerRequest,
    TriggerTypeDefinition,
    TriggerTypeHandle,
    TriggerTypeHandler,
    WorkerOptions,
)
from svc_sdk.worker import DEFAULT_ENGINE_URL, Worker, register_worker, resolve_engine_url

__all__ = [
    "DEFAULT_ENGINE_URL",
    "SDK_VERSION",
    "Channel",
    "ChannelReader",
    "ChannelWriter",
    "ConnectionState",
    "ErrorCode",
    "FunctionHandle",
    "FunctionHandler",
    "HeartbeatOptions",
    "InvocationContext",
    "InvocationError",
    "JsonNumber",
    "LogLevel",
    "Logger",
    "LoggerLike",
    "OtelOptions",
    "RegisterFunctionOptions",
    "RegistrationError",
    "SilentLogger",
    "SvcError",
    "TriggerHandle",
    "TriggerInput",
    "TriggerInstance",
    "TriggerRequest",
    "TriggerTypeDefinition",
    "TriggerTypeHandle",
    "TriggerTypeHandler",
    "Worker",
    "WorkerOptions",
    "register_worker",
    "resolve_engine_url",
    "silent_logger",
]
