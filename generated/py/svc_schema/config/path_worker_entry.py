# DO NOT EDIT — generated from schema/config/path-worker-entry.schema.json by make generate
"""PathWorkerEntry: path-worker-entry.schema.json."""

from typing import NotRequired, TypedDict


class PathWorkerEntry(TypedDict):
    """A worker the engine's supervisor installs, starts and restarts: a folder holding its
    `svc.worker.yaml` manifest.
    """

    name: str
    """Worker name, unique in the config; usually the manifest's `name`."""
    path: str
    """The worker's folder, relative to the config file (or absolute)."""
    env: NotRequired[dict[str, str]]
    """Extra environment variables for the worker's scripts, over the manifest's `env`.
    """
    replicas: NotRequired[int]
    """How many copies of the worker the supervisor keeps running; they connect under one
    name and serve its functions together as a pool (svc-bridge `duplicate_functions:
    pool`).
    """
