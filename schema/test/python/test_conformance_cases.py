"""The Python runner of the conformance suite's validate cases: every valid example fits the
generated Python type of its schema. (Invalid examples are not checked here: a TypedDict cannot
express patterns, bounds or formats, so only the validators refuse them.)"""

from __future__ import annotations

import importlib
import json
from typing import Any

import pytest
from conformance import conforms
from conftest import ROOT, load_schemas, module_name

TITLES = {path: schema["title"] for path, schema in load_schemas()}
CASES = sorted((ROOT / "conformance" / "cases").rglob("*.json"))


def valid_examples() -> list[tuple[str, str, Any]]:
    """(case id, schema id, data) of every `valid: true` test of every validate group."""
    found: list[tuple[str, str, Any]] = []
    for path in CASES:
        name = path.relative_to(ROOT / "conformance" / "cases").with_suffix("").as_posix()
        for entry in json.loads(path.read_text()):
            if entry["kind"] != "validate":
                continue
            for test in entry["tests"]:
                if test["valid"]:
                    found.append((f"{name}: {test['description']}", entry["schema"], test["data"]))
    return found


EXAMPLES = valid_examples()


def test_the_cases_hold_valid_examples() -> None:
    assert len(EXAMPLES) > 100


@pytest.mark.parametrize(("case", "schema", "data"), EXAMPLES, ids=[case for case, _, _ in EXAMPLES])
def test_a_valid_example_fits_the_python_type(case: str, schema: str, data: Any) -> None:
    tp = getattr(importlib.import_module(module_name(schema)), TITLES[schema])
    assert conforms(data, tp), case
