# DO NOT EDIT — generated from schema/contracts/engine/workers-list-output.schema.json by make generate
"""EngineWorkersListOutput: workers-list-output.schema.json."""

from typing import TypedDict

from svc_schema.contracts.engine.worker_summary import EngineWorkerSummary


class EngineWorkersListOutput(TypedDict):
    """Output of `engine::workers::list`."""

    workers: list[EngineWorkerSummary]
    """The workers and built-in modules that pass the filters, sorted by name."""
