# DO NOT EDIT — generated from schema/manifest/worker-manifest.schema.json by make generate
"""WorkerManifest: worker-manifest.schema.json."""

from typing import Literal, NotRequired, TypedDict


class WorkerManifestRuntime(TypedDict):
    """What the worker runs on."""

    kind: Literal["node", "python"]
    """Language runtime."""
    package_manager: NotRequired[Literal["npm", "pnpm", "yarn", "pip", "uv", "poetry"]]
    """Tool that installs the worker's dependencies."""
    entry: NotRequired[str]
    """Entry file, relative to the manifest, e.g. `src/worker.ts` or `worker.py`."""


class WorkerManifestScripts(TypedDict):
    """Shell commands run in the worker's folder."""

    install: NotRequired[str]
    """Installs dependencies; its output is kept in the worker's install log."""
    start: str
    """Starts the worker; it must connect to the engine at `SVC_URL`."""


class WorkerManifest(TypedDict):
    """A worker's `svc.worker.yaml`: how the engine's supervisor installs and starts a
    worker found at a path. The engine runs `scripts.install` once (again with
    `--force`), then `scripts.start` with `SVC_URL` set, restarting it with backoff when
    it exits.
    """

    name: str
    """Worker name: lower-case letters, digits, `-` and `_`, starting with a letter or
    digit.
    """
    description: NotRequired[str]
    """What the worker does."""
    runtime: WorkerManifestRuntime
    """What the worker runs on."""
    scripts: WorkerManifestScripts
    """Shell commands run in the worker's folder."""
    env: NotRequired[dict[str, str]]
    """Extra environment variables for both scripts."""
