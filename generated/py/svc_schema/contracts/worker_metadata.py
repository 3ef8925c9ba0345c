# DO NOT EDIT — generated from schema/contracts/worker-metadata.schema.json by make generate
"""WorkerMetadata: worker-metadata.schema.json."""

from typing import NotRequired, TypedDict


class WorkerMetadataTelemetry(TypedDict):
    """SDK facts for diagnostics."""

    language: NotRequired[str]
    """Locale of the worker process."""
    project_name: NotRequired[str]
    """Project the worker belongs to."""
    framework: NotRequired[str]
    """SDK family, e.g. `iii-node`, `iii-py`, `svc-node`, `svc-py`."""


class WorkerMetadata(TypedDict):
    """Input of `engine::workers::register`, which every SDK invokes (void) on each connect
    to describe itself. The engine stores it on the calling connection.
    """

    runtime: NotRequired[str]
    """Language runtime, e.g. `node` or `python`; `unknown` when absent."""
    version: NotRequired[str]
    """SDK version."""
    name: NotRequired[str]
    """Worker name shown in listings; the SDK default is `hostname:pid`."""
    description: NotRequired[str]
    """What the worker does."""
    os: NotRequired[str]
    """Operating system, `<platform> <release> (<arch>)`."""
    pid: NotRequired[int]
    """Process id of the worker."""
    isolation: NotRequired[str | None]
    """Isolation the worker runs in, when known."""
    namespace: NotRequired[str | None]
    """Namespace the worker asks for; accepted and ignored by svc."""
    telemetry: NotRequired[WorkerMetadataTelemetry]
    """SDK facts for diagnostics."""
    _caller_worker_id: NotRequired[str]
    """Injected by the engine: id of the connection that made the call."""
