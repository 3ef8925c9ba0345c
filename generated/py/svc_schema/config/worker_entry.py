# DO NOT EDIT — generated from schema/config/worker-entry.schema.json by make generate
"""WorkerEntry: worker-entry.schema.json."""

from typing import TypeAlias

from svc_schema.config.builtin_worker_entry import BuiltinWorkerEntry
from svc_schema.config.path_worker_entry import PathWorkerEntry

WorkerEntry: TypeAlias = PathWorkerEntry | BuiltinWorkerEntry
"""One entry of the config's `workers:` list: either a built-in worker by name with its
settings (the first name of each entry kind is svc's; the others are the iii names,
accepted as aliases), or, when it has a `path`, a worker of your own that the engine's
supervisor installs and runs.
"""
