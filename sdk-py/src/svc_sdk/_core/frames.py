"""Frames: encoding, the builders of what the worker sends, and the checks of what it receives.

Every shape is a type of `svc_schema` (generated from schema/); optional fields are left out
rather than sent as null, as the engines expect.
"""

from __future__ import annotations

import json
from typing import Any

from svc_schema import (
    InvokeFunction,
    JsonValue,
    Reattach,
    RegisterFunction,
    RegisterTrigger,
    RegisterTriggerType,
    WorkerMetadata,
)
from svc_sdk._core.exact_json import dumps_exact
from svc_sdk.errors import is_error_body
from svc_sdk.types import RegisterFunctionOptions, TriggerInput, TriggerRequest, TriggerTypeDefinition

WORKERS_REGISTER_FUNCTION_ID = "engine::workers::register"
"""The engine function every worker calls (void) on each connect to describe itself."""


def encode(frame: object) -> bytes:
    """One frame as compact JSON text in UTF-8, ready for a text frame. Raises ValueError or
    TypeError for what JSON cannot hold (NaN, a set, a cycle), so the caller learns at once
    rather than the engine dropping it."""
    try:
        text = json.dumps(frame, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    except ValueError:
        # A number past the float range that arrived in a payload (exact_json.JsonNumber) is
        # written back as it came; a NaN or an inf made here still raises.
        text = dumps_exact(frame, ensure_ascii=False)
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        # A string holds a lone surrogate (e.g. decoded from a "\ud800" escape), which UTF-8
        # cannot carry: escape it, as JavaScript's JSON.stringify does.
        return dumps_exact(frame, ensure_ascii=True).encode("ascii")


def register_function_frame(function_id: str, options: RegisterFunctionOptions) -> RegisterFunction:
    """`registerfunction` for `function_id` with the options the caller gave."""
    frame: RegisterFunction = {"type": "registerfunction", "id": function_id}
    if "description" in options:
        frame["description"] = options["description"]
    if "request_format" in options:
        frame["request_format"] = options["request_format"]
    if "response_format" in options:
        frame["response_format"] = options["response_format"]
    if "metadata" in options:
        frame["metadata"] = options["metadata"]
    if "timeout_ms" in options:
        frame["timeout_ms"] = options["timeout_ms"]
    return frame


def register_trigger_frame(trigger_id: str, trigger: TriggerInput) -> RegisterTrigger:
    """`registertrigger` with the SDK-made `trigger_id`."""
    # The iii engine drops a registertrigger without config; `{}` is what "no config" means.
    config = trigger.get("config")
    frame: RegisterTrigger = {
        "type": "registertrigger",
        "id": trigger_id,
        "trigger_type": trigger["type"],
        "function_id": trigger["function_id"],
        "config": {} if config is None else config,
    }
    if "metadata" in trigger:
        frame["metadata"] = trigger["metadata"]
    return frame


def register_trigger_type_frame(definition: TriggerTypeDefinition) -> RegisterTriggerType:
    """`registertriggertype` for a provided type."""
    # The iii engine requires a description; an empty one is better than a dropped frame.
    frame: RegisterTriggerType = {
        "type": "registertriggertype",
        "id": definition["id"],
        "description": definition.get("description", ""),
    }
    if "trigger_request_format" in definition:
        frame["trigger_request_format"] = definition["trigger_request_format"]
    if "call_request_format" in definition:
        frame["call_request_format"] = definition["call_request_format"]
    return frame


def invoke_function_frame(request: TriggerRequest, invocation_id: str | None) -> InvokeFunction:
    """`invokefunction` for a `trigger()` call; `invocation_id` is None for a void call."""
    # `data` is always sent: the iii engine drops an invokefunction without it.
    frame: InvokeFunction = {"type": "invokefunction", "function_id": request["function_id"], "data": None}
    if invocation_id is not None:
        frame["invocation_id"] = invocation_id
    if "payload" in request:
        frame["data"] = request["payload"]
    if "metadata" in request:
        frame["metadata"] = request["metadata"]
    if "action" in request:
        frame["action"] = request["action"]
    # Only a deadline the caller chose goes on the wire; otherwise the function's own applies.
    if "timeout_ms" in request:
        frame["timeout_ms"] = request["timeout_ms"]
    if "traceparent" in request:
        frame["traceparent"] = request["traceparent"]
    if "baggage" in request:
        frame["baggage"] = request["baggage"]
    return frame


def workers_register_frame(metadata: WorkerMetadata) -> InvokeFunction:
    """The void `engine::workers::register` call that ends every start-up sequence."""
    data: dict[str, Any] = dict(metadata)
    return {
        "type": "invokefunction",
        "function_id": WORKERS_REGISTER_FUNCTION_ID,
        "data": data,
        "action": {"type": "void"},
    }


def reattach_frame(previous_worker_id: str, token: str | None) -> Reattach:
    """`reattach` to the previous connection; the token is left out when that engine sent none."""
    frame: Reattach = {"type": "reattach", "previous_worker_id": previous_worker_id}
    if token is not None:
        frame["reattach_token"] = token
    return frame


# ---------------------------------------------------------------- checks of received frames

# Each check returns None when the frame has the fields the core reads, in the types the
# schema gives them, or a one-line reason (`/invocation_id must be string`) when it has not.
# Unknown fields are fine: peers may add them.

_STR = "string"
_NON_EMPTY = "non-empty string"
_OPT_STR = "string if present"
_OPT_STR_OR_NULL = "string or null if present"
_OPT_ERROR = "error body if present"
_ERROR = "error body"

_SHAPES: dict[str, dict[str, str]] = {
    "workerregistered": {"worker_id": _NON_EMPTY, "reattach_token": _OPT_STR},
    "invokefunction": {
        "function_id": _NON_EMPTY,
        "invocation_id": _OPT_STR_OR_NULL,
        "traceparent": _OPT_STR,
        "baggage": _OPT_STR,
    },
    "invocationresult": {"invocation_id": _STR, "function_id": _STR, "error": _OPT_ERROR},
    "cancelinvocation": {"invocation_id": _STR, "function_id": _OPT_STR, "reason": _OPT_ERROR},
    "registertrigger": {"id": _NON_EMPTY, "trigger_type": _NON_EMPTY, "function_id": _NON_EMPTY},
    "unregistertrigger": {"id": _NON_EMPTY, "trigger_type": _OPT_STR},
    "triggerregistrationresult": {"id": _NON_EMPTY, "trigger_type": _STR, "function_id": _STR, "error": _OPT_ERROR},
    "error": {"error": _ERROR},
}


def frame_problem(frame: dict[str, Any]) -> str | None:
    """Why `frame` does not have the shape its `type` promises, or None when it does (or its
    type is one the core does not read fields of)."""
    shape = _SHAPES.get(str(frame.get("type")))
    if shape is None:
        return None
    for key, rule in shape.items():
        if not _satisfies(key in frame, frame.get(key), rule):
            return f"/{key} must be {rule}"
    return None


def _satisfies(present: bool, value: object, rule: str) -> bool:
    if rule == _STR:
        return isinstance(value, str)
    if rule == _NON_EMPTY:
        return isinstance(value, str) and value != ""
    if rule == _ERROR:
        return is_error_body(value)
    if not present:
        return True
    if rule == _OPT_STR:
        return isinstance(value, str)
    if rule == _OPT_STR_OR_NULL:
        return value is None or isinstance(value, str)
    return is_error_body(value)


def is_json(value: object) -> bool:
    """True when `value` can travel as JSON."""
    try:
        encode(value)
    except (TypeError, ValueError, RecursionError):
        return False
    return True


def as_json_value(value: object) -> JsonValue:
    """`value` typed as a JSON value (after `is_json` said it is one)."""
    return value  # type: ignore[return-value]
