"""Everything a worker has registered, replayed on every connection."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from svc_schema import InboundMessage, RegisterFunction, RegisterTrigger, RegisterTriggerType
from svc_sdk._core.frames import is_json
from svc_sdk.errors import ErrorCode, RegistrationError
from svc_sdk.types import TriggerTypeHandler


@dataclass(frozen=True, eq=False)
class RegisteredFunction:
    """A function this worker handles: the frame that announces it and the code that runs it."""

    frame: RegisterFunction
    """The `registerfunction` frame, replayed on every connect."""
    handler: Callable[..., Any]
    """The user's handler."""
    wants_metadata: bool
    """The handler declares a `metadata` parameter."""
    wants_context: bool
    """The handler declares a `context` parameter."""


@dataclass(frozen=True, eq=False)
class RegisteredTriggerType:
    """A trigger type this worker provides."""

    frame: RegisterTriggerType
    """The `registertriggertype` frame, replayed on every connect."""
    handler: TriggerTypeHandler
    """The user's provider code."""


class Registry:
    """Everything this worker has registered, kept in maps rather than in a send queue: the
    engine forgets a connection's registrations when it closes, so each new connection replays
    the maps as they are *now*. A queue would replay things since unregistered, or twice.

    Every frame is checked here, so a bad option fails at the call site instead of being
    dropped by the engine later.
    """

    def __init__(self) -> None:
        self._functions: dict[str, RegisteredFunction] = {}
        self._triggers: dict[str, RegisterTrigger] = {}
        self._trigger_types: dict[str, RegisteredTriggerType] = {}

    def add_function(self, frame: RegisterFunction, handler: Callable[..., Any]) -> RegisteredFunction:
        """Adds a function; raises `invalid_id` (empty id), `already_registered` or `invalid_argument`."""
        function_id = frame["id"]
        _check_id("function", function_id, self._functions)
        if not callable(handler):
            raise RegistrationError(ErrorCode.INVALID_ARGUMENT, f"handler of function {function_id} must be callable")
        _check_options(f"function {function_id}", frame, _FUNCTION_FIELDS)
        timeout = frame.get("timeout_ms")
        if timeout is not None and not _positive_int(timeout):
            raise RegistrationError(
                ErrorCode.INVALID_ARGUMENT, f"invalid function {function_id}: /timeout_ms must be an integer >= 1"
            )
        if "metadata" in frame and not isinstance(frame["metadata"], dict):
            raise RegistrationError(
                ErrorCode.INVALID_ARGUMENT, f"invalid function {function_id}: /metadata must be an object"
            )
        names = _parameter_names(handler)
        entry = RegisteredFunction(frame, handler, "metadata" in names, "context" in names)
        self._functions[function_id] = entry
        return entry

    def remove_function(self, entry: RegisteredFunction) -> bool:
        """Removes `entry` if it is still the registration of its id; False otherwise."""
        if self._functions.get(entry.frame["id"]) is not entry:
            return False
        del self._functions[entry.frame["id"]]
        return True

    def get_function(self, function_id: str) -> RegisteredFunction | None:
        """The function registered under `function_id`, if any."""
        return self._functions.get(function_id)

    def add_trigger(self, frame: RegisterTrigger) -> None:
        """Adds a trigger (its id is a fresh UUID, so it cannot clash); raises `invalid_argument`."""
        trigger_type = frame.get("trigger_type")
        if not isinstance(trigger_type, str) or trigger_type == "":
            raise RegistrationError(ErrorCode.INVALID_ARGUMENT, "trigger type is required")
        function_id = frame.get("function_id")
        if not isinstance(function_id, str) or function_id == "":
            raise RegistrationError(ErrorCode.INVALID_ID, f"function_id of a {trigger_type} trigger is required")
        _check_options(f"trigger of type {trigger_type}", frame, _TRIGGER_FIELDS)
        self._triggers[frame["id"]] = frame

    def remove_trigger(self, trigger_id: str) -> RegisterTrigger | None:
        """Removes a trigger and returns its frame; None when it was not registered."""
        return self._triggers.pop(trigger_id, None)

    def add_trigger_type(self, frame: RegisterTriggerType, handler: TriggerTypeHandler) -> RegisteredTriggerType:
        """Adds a trigger type; raises `invalid_id` (empty id), `already_registered` or `invalid_argument`."""
        type_id = frame["id"]
        _check_id("trigger type", type_id, self._trigger_types)
        if not callable(getattr(handler, "register_trigger", None)) or not callable(
            getattr(handler, "unregister_trigger", None)
        ):
            raise RegistrationError(
                ErrorCode.INVALID_ARGUMENT,
                f"handler of trigger type {type_id} must have register_trigger and unregister_trigger methods",
            )
        _check_options(f"trigger type {type_id}", frame, _TRIGGER_TYPE_FIELDS)
        entry = RegisteredTriggerType(frame, handler)
        self._trigger_types[type_id] = entry
        return entry

    def remove_trigger_type(self, entry: RegisteredTriggerType) -> bool:
        """Removes `entry` if it is still the provider of its type id; False otherwise."""
        if self._trigger_types.get(entry.frame["id"]) is not entry:
            return False
        del self._trigger_types[entry.frame["id"]]
        return True

    def get_trigger_type(self, type_id: str) -> RegisteredTriggerType | None:
        """The trigger type provided under `type_id`, if any."""
        return self._trigger_types.get(type_id)

    def replay_frames(self) -> list[InboundMessage]:
        """The frames that restore this worker on a fresh connection, in the protocol's order:
        trigger types first (bindings of them may follow), then functions, then triggers (which
        name them)."""
        frames: list[InboundMessage] = [entry.frame for entry in self._trigger_types.values()]
        frames.extend(entry.frame for entry in self._functions.values())
        frames.extend(self._triggers.values())
        return frames


# Which optional fields must be strings and which must be JSON values.
_FUNCTION_FIELDS = {"description": str, "request_format": object, "response_format": object, "metadata": object}
_TRIGGER_FIELDS = {"config": object, "metadata": object}
_TRIGGER_TYPE_FIELDS = {"description": str, "trigger_request_format": object, "call_request_format": object}


def _check_id(kind: str, value: object, existing: Mapping[str, object]) -> None:
    if not isinstance(value, str) or value == "":
        raise RegistrationError(ErrorCode.INVALID_ID, f"{kind} id is required (got {value!r})")
    if value in existing:
        raise RegistrationError(ErrorCode.ALREADY_REGISTERED, f"{kind} id already registered: {value}")


def _check_options(what: str, frame: Mapping[str, Any], fields: Mapping[str, type]) -> None:
    for key, kind in fields.items():
        if key not in frame:
            continue
        value = frame[key]
        if kind is str and not isinstance(value, str):
            raise RegistrationError(ErrorCode.INVALID_ARGUMENT, f"invalid {what}: /{key} must be string")
        if not is_json(value):
            raise RegistrationError(ErrorCode.INVALID_ARGUMENT, f"invalid {what}: /{key} must be a JSON value")


def _positive_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def _parameter_names(handler: Callable[..., Any]) -> set[str]:
    """Names the handler accepts as keywords (`metadata`, `context`); empty when it cannot be inspected."""
    try:
        parameters = inspect.signature(handler).parameters.values()
    except (TypeError, ValueError):
        return set()
    return {
        p.name
        for p in parameters
        if p.kind in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    }
