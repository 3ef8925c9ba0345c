# DO NOT EDIT — generated from schema/contracts/engine/worker-detail.schema.json by make generate
"""EngineWorkerDetail: worker-detail.schema.json."""

from svc_schema.contracts.engine.worker_summary import EngineWorkerSummary


class EngineWorkerDetail(EngineWorkerSummary):
    """A worker as `engine::workers::info` describes it: its summary, its process id and
    whether it is a built-in module.
    """

    pid: int | None
    """Process id the worker reported (the engine's own for a built-in module); null when
    it reported none.
    """
    internal: bool
    """True for a built-in module running in the engine process."""
