"""The conformance worker for svc-sdk (Python): it implements the worker contract of
conformance/README.md with the `svc_sdk` package (sdk-py/).

    SVC_URL=ws://127.0.0.1:<port> .venv/bin/python conformance/workers/svc-sdk-py.py

Prints `conformance worker ready` on stdout once everything is registered; logs go
to stderr.
"""

from __future__ import annotations

import signal
from typing import Any

from svc_sdk import (
    SvcError,
    TriggerInstance,
    TriggerRequest,
    TriggerTypeDefinition,
    Worker,
    register_worker,
)

STOP_SIGNALS = {signal.SIGTERM, signal.SIGINT}


class BindingRefusedError(Exception):
    """A binding whose config says `refuse`; the SDK answers with this message."""


class ConformanceTriggerType:
    """The `conformance` trigger type: holds its bindings; refuses or fires one when
    its config asks."""

    def __init__(self, worker: Worker) -> None:
        self.worker = worker
        self.bindings: dict[str, dict[str, Any]] = {}

    async def register_trigger(self, trigger: TriggerInstance) -> None:
        config = trigger["config"]
        refusal = config.get("refuse") if isinstance(config, dict) else None
        if isinstance(refusal, str):
            raise BindingRefusedError(refusal)
        self.bindings[trigger["id"]] = {
            "id": trigger["id"],
            "function_id": trigger["function_id"],
            "config": config,
        }
        if isinstance(config, dict) and "fire" in config:
            fire: TriggerRequest = {
                "function_id": trigger["function_id"],
                "payload": config["fire"],
            }
            fire["action"] = {"type": "void"}
            await self.worker.trigger_async(fire)

    async def unregister_trigger(self, trigger: TriggerInstance) -> None:
        self.bindings.pop(trigger["id"], None)


def main() -> None:
    # Blocked before the worker starts its threads: they inherit the mask, so the
    # signals wait for sigwait() below.
    signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
    worker = register_worker({"worker_name": "conformance"})
    trigger_type = ConformanceTriggerType(worker)

    # svc-sdk passes the invocation's metadata (None when there is none) only to a
    # handler that declares a `metadata` parameter.
    async def echo(payload: Any, metadata: Any) -> dict[str, Any]:
        return {"data": payload, "metadata": metadata}

    async def fail(payload: dict[str, Any]) -> None:
        raise RuntimeError(payload["message"])

    async def call(payload: dict[str, Any]) -> dict[str, Any]:
        request: TriggerRequest = {"function_id": payload["function_id"]}
        if "payload" in payload:
            request["payload"] = payload["payload"]
        if payload.get("void") is True:
            request["action"] = {"type": "void"}
            await worker.trigger_async(request)
            return {"ok": True}
        try:
            return {"ok": True, "result": await worker.trigger_async(request)}
        except SvcError as error:
            return {"ok": False, "code": error.code, "message": error.message}

    async def bindings(payload: Any) -> dict[str, Any]:
        held = trigger_type.bindings
        return {"bindings": [held[key] for key in sorted(held)]}

    worker.register_function("conformance::echo", echo)
    worker.register_function("conformance::fail", fail)
    worker.register_function("conformance::call", call)
    definition: TriggerTypeDefinition = {
        "id": "conformance",
        "description": "Conformance trigger type",
    }
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
