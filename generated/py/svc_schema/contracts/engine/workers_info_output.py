# DO NOT EDIT — generated from schema/contracts/engine/workers-info-output.schema.json by make generate
"""EngineWorkersInfoOutput: workers-info-output.schema.json."""

from typing import TypedDict

from svc_schema.contracts.engine.function_summary import EngineFunctionSummary
from svc_schema.contracts.engine.registered_trigger_summary import EngineRegisteredTriggerSummary
from svc_schema.contracts.engine.worker_detail import EngineWorkerDetail


class EngineWorkerTriggerType(TypedDict):
    """A trigger type the worker provides."""

    id: str
    """The trigger type id."""
    description: str
    """What fires it, as registered; empty when the registration had none."""


class EngineWorkersInfoOutput(TypedDict):
    """Output of `engine::workers::info`: the worker and what it registered."""

    worker: EngineWorkerDetail
    """The worker."""
    functions: list[EngineFunctionSummary]
    """Functions the worker handles, internal ones included."""
    trigger_types: list[EngineWorkerTriggerType]
    """Trigger types the worker provides."""
    registered_triggers: list[EngineRegisteredTriggerSummary]
    """Trigger bindings the worker registered."""
