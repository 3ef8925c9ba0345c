"""The provider side of trigger types."""

from __future__ import annotations

from collections.abc import Callable

from svc_schema import RegisterTrigger, TriggerRegistrationResult, UnregisterTrigger
from svc_sdk._core.link import Executor, Outcome, Raised
from svc_sdk._core.registry import Registry
from svc_sdk.errors import ErrorCode
from svc_sdk.logger import LoggerLike
from svc_sdk.types import TriggerInstance


class TriggerProviders:
    """The engine forwards every binding of a type this worker provides as `registertrigger` /
    `unregistertrigger`, and expects a `triggerregistrationresult` for each registration."""

    def __init__(self, registry: Registry, executor: Executor, logger: LoggerLike) -> None:
        self._registry = registry
        self._executor = executor
        self._logger = logger
        # The engine's unregistertrigger carries only id and type; remembering the registration
        # lets the handler see the whole binding it is asked to drop.
        self._active: dict[str, TriggerInstance] = {}

    def register(self, frame: RegisterTrigger, reply: Callable[[TriggerRegistrationResult], None]) -> None:
        """Hands a forwarded binding to its type's handler; `reply` gets the result to send."""
        result: TriggerRegistrationResult = {
            "type": "triggerregistrationresult",
            "id": frame["id"],
            "trigger_type": frame["trigger_type"],
            "function_id": frame["function_id"],
        }
        provided = self._registry.get_trigger_type(frame["trigger_type"])
        if provided is None:
            reply({**result, "error": {"code": ErrorCode.TRIGGER_TYPE_NOT_FOUND, "message": "Trigger type not found"}})
            return
        # The config as sent, null included; only a missing one means `{}` (as in svc-sdk for TypeScript).
        instance: TriggerInstance = {
            "id": frame["id"],
            "trigger_type": frame["trigger_type"],
            "function_id": frame["function_id"],
            "config": frame.get("config", {}),
        }
        if "metadata" in frame:
            instance["metadata"] = frame["metadata"]

        def done(outcome: Outcome) -> None:
            if isinstance(outcome, Raised):
                message = str(outcome.error) or type(outcome.error).__name__
                self._logger.warn(
                    f"trigger type {frame['trigger_type']} refused trigger {frame['id']}", {"error": message}
                )
                reply({**result, "error": {"code": ErrorCode.TRIGGER_REGISTRATION_FAILED, "message": message}})
                return
            self._active[frame["id"]] = instance
            reply(result)

        self._executor.start(provided.handler.register_trigger, (instance,), {}, done)

    def unregister(self, frame: UnregisterTrigger) -> None:
        """Tells the type's handler that a binding is gone. Nothing is sent back."""
        known = self._active.pop(frame["id"], None)
        trigger_type = frame.get("trigger_type") or (known["trigger_type"] if known is not None else None)
        provided = self._registry.get_trigger_type(trigger_type) if trigger_type is not None else None
        if trigger_type is None or provided is None:
            self._logger.debug(
                "unregistertrigger for a type this worker does not provide",
                {"id": frame["id"], "trigger_type": trigger_type},
            )
            return
        instance: TriggerInstance = (
            known
            if known is not None
            else {"id": frame["id"], "trigger_type": trigger_type, "function_id": "", "config": None}
        )

        def done(outcome: Outcome) -> None:
            if isinstance(outcome, Raised):
                self._logger.warn(
                    f"trigger type {trigger_type} failed to unregister trigger {frame['id']}",
                    {"error": str(outcome.error)},
                )

        self._executor.start(provided.handler.unregister_trigger, (instance,), {}, done)
