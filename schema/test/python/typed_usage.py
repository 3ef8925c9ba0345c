"""Typed code using the generated types, as an SDK would; mypy --strict must accept it."""

from __future__ import annotations

from svc_schema import (
    EngineConfig,
    ErrorBody,
    InboundMessage,
    InvocationResult,
    InvokeFunction,
    WorkerManifest,
)


def result_for(call: InvokeFunction, value: object) -> InvocationResult:
    """The result frame answering `call`."""
    result: InvocationResult = {
        "type": "invocationresult",
        "invocation_id": call.get("invocation_id") or "",
        "function_id": call["function_id"],
    }
    if isinstance(value, dict):
        result["result"] = {str(k): v for k, v in value.items()}
    return result


def failure(code: str, message: str) -> ErrorBody:
    """An error body with no stack trace."""
    return {"code": code, "message": message}


def describe(frame: InboundMessage) -> str:
    """A one-line summary of a frame, narrowing the union by its tag."""
    if frame["type"] == "invokefunction":
        return f"call {frame['function_id']}"
    return frame["type"]


CALL: InvokeFunction = {
    "type": "invokefunction",
    "function_id": "math::add",
    "data": {"a": 1},
    "action": {"type": "void"},
}
CONFIG: EngineConfig = {"workers": [{"name": "svc-http", "config": {"port": 3111}}]}
MANIFEST: WorkerManifest = {"name": "billing", "runtime": {"kind": "python"}, "scripts": {"start": "python worker.py"}}
