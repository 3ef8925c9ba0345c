"""Puts the generated Python package on the import path and loads the schema files."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
SCHEMA_DIR = ROOT / "schema"
GENERATED_PY = ROOT / "generated" / "py"
sys.path.insert(0, str(GENERATED_PY))


def load_schemas() -> list[tuple[str, dict[str, Any]]]:
    """Every schema file as (path below schema/, parsed schema), sorted by path."""
    files = sorted(
        p for p in SCHEMA_DIR.rglob("*.schema.json") if "node_modules" not in p.parts and "test" not in p.parts
    )
    return [(p.relative_to(SCHEMA_DIR).as_posix(), json.loads(p.read_text())) for p in files]


def module_name(schema_path: str) -> str:
    """`wire/invoke-function.schema.json` → `svc_schema.wire.invoke_function`."""
    return "svc_schema." + schema_path.removesuffix(".schema.json").replace("-", "_").replace("/", ".")
