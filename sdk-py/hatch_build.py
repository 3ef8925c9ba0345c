"""Build hook: a built wheel carries the generated wire types (`svc_schema`) beside `svc_sdk`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class GeneratedTypesHook(BuildHookInterface):  # type: ignore[type-arg]
    """Copies `generated/py/svc_schema` into standard wheels; editable installs put it on the path instead."""

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            return
        root = Path(self.root)
        # In the repository the types live in ../generated; in an sdist they were copied inside.
        for candidate in (root / "generated" / "py" / "svc_schema", root.parent / "generated" / "py" / "svc_schema"):
            if (candidate / "__init__.py").is_file():
                build_data["force_include"][str(candidate)] = "svc_schema"
                return
        raise FileNotFoundError("generated/py/svc_schema not found: run `make generate` in the repository")
