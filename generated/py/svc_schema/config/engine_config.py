# DO NOT EDIT — generated from schema/config/engine-config.schema.json by make generate
"""EngineConfig: engine-config.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.config.auth import AuthConfig
from svc_schema.config.cluster import ClusterConfig
from svc_schema.config.module_entry import ModuleEntry
from svc_schema.config.worker_entry import WorkerEntry


class EngineConfig(TypedDict):
    """The engine config file (YAML). `${VAR}` and `${VAR:default}` are expanded before
    parsing. Built-in workers run when listed; `svc-bridge` always runs. A worker may be
    listed once, under either list.
    """

    workers: NotRequired[list[WorkerEntry]]
    """Built-in workers to run, with their settings."""
    modules: NotRequired[list[ModuleEntry]]
    """Legacy form of `workers:`, naming built-ins by class."""
    auth: NotRequired[AuthConfig]
    """Tokens, scopes, allowed origins and connection limits (docs/security.md)."""
    cluster: NotRequired[ClusterConfig]
    """Run this engine as one of several on one Redis (`config/cluster`); absent: alone.
    """
    registration_namespace_grace_ms: NotRequired[int]
    """Accepted for compatibility and ignored: svc has one namespace."""
