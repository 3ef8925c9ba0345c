"""What a worker says about itself on every connect."""

from __future__ import annotations

import locale
import os
import platform
import socket

from svc_schema import WorkerMetadata, WorkerMetadataTelemetry
from svc_sdk._version import SDK_VERSION


def python_worker_metadata(
    name: str, description: str | None = None, project_name: str | None = None
) -> WorkerMetadata:
    """The payload of the void `engine::workers::register` call sent on every connect. The engine
    shows it in `engine::workers::list`, and hides socket workers that never sent it (no `pid`)."""
    metadata: WorkerMetadata = {"runtime": "python", "version": SDK_VERSION, "name": name}
    if description is not None:
        metadata["description"] = description
    metadata["os"] = f"{platform.system().lower()} {platform.release()} ({platform.machine()})"
    metadata["pid"] = os.getpid()
    metadata["isolation"] = None
    telemetry: WorkerMetadataTelemetry = {
        "project_name": project_name if project_name is not None else name,
        "framework": "svc-py",
    }
    language = locale.getlocale()[0]
    if language:
        telemetry["language"] = language.replace("_", "-")
    metadata["telemetry"] = telemetry
    return metadata


def default_worker_name() -> str:
    """The name a worker gets when none is given: `SVC_WORKER_NAME`, else `<hostname>:<pid>`."""
    from_env = os.environ.get("SVC_WORKER_NAME", "")
    return from_env if from_env else f"{socket.gethostname()}:{os.getpid()}"
