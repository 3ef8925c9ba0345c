"""The conformance worker for the third-party iii-sdk 0.25.0 (PyPI, Python): it implements
the worker contract of conformance/README.md with that package, as its users write workers.

    SVC_URL=ws://127.0.0.1:<port> python conformance/workers/iii-sdk-py.py   (or III_URL)

Prints `conformance worker ready` on stdout once everything is registered; logs go to
stderr. What this SDK does that a reader of this file should know:

- `register_trigger_type` and `register_trigger` are deprecated in 0.25 (in favour of
  observers, which svc's protocol does not have). They still work, and warn on stderr.
- The handlers' type hints become `request_format` / `response_format` of their
  `registerfunction` frames.
- `register_worker` writes a marker file, `~/.iii/run/worker-<pid>-<n>.json`, which
  `shutdown()` removes.
"""

from __future__ import annotations

import os
import signal
from typing import Any

from iii import InitOptions, InvocationError, TriggerAction, register_worker
from iii.iii import III
from iii.trigger import TriggerConfig, TriggerHandler

STOP_SIGNALS = {signal.SIGTERM, signal.SIGINT}


class BindingRefusedError(Exception):
    """A binding whose config says `refuse`; the SDK answers with this message."""


class ConformanceTriggerType(TriggerHandler[Any]):
    """The `conformance` trigger type: holds the bindings the engine hands it, by id;
    refuses or fires one when its config asks."""

    def __init__(self, worker: III) -> None:
        self.worker = worker
        self.bindings: dict[str, dict[str, Any]] = {}

    async def register_trigger(self, config: TriggerConfig[Any]) -> None:
        settings = config.config
        refusal = settings.get("refuse") if isinstance(settings, dict) else None
        if isinstance(refusal, str):
            raise BindingRefusedError(refusal)
        self.bindings[config.id] = {
            "id": config.id,
            "function_id": config.function_id,
            "config": settings,
        }
        if isinstance(settings, dict) and "fire" in settings:
            fire = {
                "function_id": config.function_id,
                "payload": settings["fire"],
                "action": TriggerAction.Void(),
            }
            await self.worker.trigger_async(fire)

    async def unregister_trigger(self, config: TriggerConfig[Any]) -> None:
        self.bindings.pop(config.id, None)


def main() -> None:
    url = os.environ.get("SVC_URL") or os.environ.get("III_URL")
    if not url:
        raise SystemExit("set SVC_URL (or III_URL) to the engine URL")
    # Blocked before the SDK starts its event-loop thread: the thread inherits the mask,
    # so the signals wait for sigwait() below.
    signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
    # OTel off: it would open a second socket to the engine, at `<url>/otel`.
    options = InitOptions(worker_name="conformance", otel={"enabled": False})
    worker = register_worker(url, options)
    trigger_type = ConformanceTriggerType(worker)

    # iii-sdk passes the invocation's metadata (None when there is none) only to a
    # handler with a parameter named `metadata`; its default keeps the handler a
    # one-argument callable, the type `register_function` declares.
    async def echo(payload: Any, metadata: Any = None) -> dict[str, Any]:
        return {"data": payload, "metadata": metadata}

    async def fail(payload: dict[str, Any]) -> None:
        raise RuntimeError(payload["message"])

    async def call(payload: dict[str, Any]) -> dict[str, Any]:
        request: dict[str, Any] = {"function_id": payload["function_id"]}
        if "payload" in payload:
            request["payload"] = payload["payload"]
        if payload.get("void") is True:
            request["action"] = TriggerAction.Void()
            await worker.trigger_async(request)
            return {"ok": True}
        try:
            return {"ok": True, "result": await worker.trigger_async(request)}
        except InvocationError as error:
            # Unlike str(error), `message` has no `<code>: ` in front.
            return {"ok": False, "code": error.code, "message": error.message}

    async def bindings(payload: Any) -> dict[str, Any]:
        held = trigger_type.bindings
        return {"bindings": [held[key] for key in sorted(held)]}

    worker.register_function("conformance::echo", echo)
    worker.register_function("conformance::fail", fail)
    worker.register_function("conformance::call", call)
    definition = {"id": "conformance", "description": "Conformance trigger type"}
    worker.register_trigger_type(definition, trigger_type)
    worker.register_function("conformance::bindings", bindings)
    worker.register_trigger(
        {
            "type": "conformance",
            "function_id": "conformance::echo",
            "config": {"from": "worker"},
        }
    )

    print("conformance worker ready", flush=True)
    signal.sigwait(STOP_SIGNALS)
    worker.shutdown()


if __name__ == "__main__":
    main()
