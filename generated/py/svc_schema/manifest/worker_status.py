# DO NOT EDIT — generated from schema/manifest/worker-status.schema.json by make generate
"""WorkerStatus: worker-status.schema.json."""

from typing import Literal, NotRequired, TypedDict


class WorkerStatusReplicasItem(TypedDict):
    """WorkerStatusReplicasItem"""

    state: Literal["running", "restarting"]
    """`running` or `restarting`, as for the worker."""
    pid: NotRequired[int]
    """With `running`: process id of this copy's start script."""
    restarts: int
    """Times this copy was started again after exiting."""


class WorkerStatus(TypedDict):
    """`.svc/status.json` in a path worker's folder: what the engine's supervisor is doing
    with the worker, rewritten whole on every change. `svc worker add` follows it and
    `svc worker list` shows its `state`; the engine writes it and nobody else does.
    """

    name: str
    """The worker's name in the engine config."""
    state: Literal["installing", "install_failed", "running", "restarting", "manifest_invalid", "stopped"]
    """`installing` while `scripts.install` runs; `install_failed` when it failed (the
    worker is not started until the config is saved again); `running` once
    `scripts.start` runs; `restarting` while waiting to start it again after it exited;
    `manifest_invalid` when `svc.worker.yaml` could not be read; `stopped` once the
    engine stopped supervising it.
    """
    restarts: int
    """Times the worker was started again after exiting, since supervision began."""
    install_log: str
    """Path of the install script's output, `.svc/install.log`."""
    log: str
    """Path of the worker's output, `.svc/worker.log`."""
    engine_pid: int
    """Process id of the engine that supervises the worker."""
    updated_at: str
    """When the file was written."""
    pid: NotRequired[int]
    """With `running`: process id of the start script, the leader of the worker's process
    group.
    """
    exit: NotRequired[int | str]
    """With `restarting` and `install_failed`: the script's exit code, or the name of the
    signal that ended it.
    """
    restart_in_ms: NotRequired[int]
    """With `restarting`: how long until the next start, in milliseconds."""
    error: NotRequired[str]
    """With `manifest_invalid`: what is wrong with `svc.worker.yaml`, with its file, line
    and field.
    """
    replicas: NotRequired[list[WorkerStatusReplicasItem]]
    """With `running` and `restarting`, for a worker whose config entry asks for more than
    one copy (`replicas`): each copy, in start order. The top-level `state` is `running`
    while at least one copy runs, and `restarts` counts the restarts of all copies.
    """
