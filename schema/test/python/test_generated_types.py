"""The generated Python types agree with the schemas they come from."""

from __future__ import annotations

import importlib
import posixpath
import subprocess
import sys
from pathlib import Path
from typing import Any, NotRequired, get_args, get_origin, get_type_hints, is_typeddict

import pytest
from conformance import conforms
from conftest import GENERATED_PY, load_schemas, module_name
from mypy import api as mypy_api

SCHEMAS = load_schemas()
BY_PATH = dict(SCHEMAS)
HERE = Path(__file__).parent


def inherited_keys(path: str, node: dict[str, Any]) -> tuple[set[str], set[str]]:
    """The required keys and all keys of the objects `node` (in the file `path`) extends with `allOf`."""
    required: set[str] = set()
    keys: set[str] = set()
    for part in node.get("allOf", []):
        target = posixpath.normpath(posixpath.join(posixpath.dirname(path), part["$ref"]))
        base = BY_PATH[target]
        base_required, base_keys = inherited_keys(target, base)
        required |= base_required | set(base.get("required", []))
        keys |= base_keys | set(base["properties"])
    return required, keys


def titled_objects(node: Any) -> list[dict[str, Any]]:
    """Every schema node below `node` that has a title and properties (each becomes a TypedDict; a oneOf or if/then/else node becomes a union)."""
    found: list[dict[str, Any]] = []
    if isinstance(node, dict):
        if isinstance(node.get("title"), str) and "properties" in node and "oneOf" not in node and "if" not in node:
            found.append(node)
        for key, value in node.items():
            if key != "examples":
                found.extend(titled_objects(value))
    elif isinstance(node, list):
        for value in node:
            found.extend(titled_objects(value))
    return found


@pytest.mark.parametrize(("path", "schema"), SCHEMAS, ids=[p for p, _ in SCHEMAS])
def test_module_declares_the_schema_title(path: str, schema: dict[str, Any]) -> None:
    module = importlib.import_module(module_name(path))
    assert hasattr(module, schema["title"])
    import svc_schema

    assert getattr(svc_schema, schema["title"]) is getattr(module, schema["title"])


@pytest.mark.parametrize(("path", "schema"), SCHEMAS, ids=[p for p, _ in SCHEMAS])
def test_typeddict_keys_match_the_schema(path: str, schema: dict[str, Any]) -> None:
    module = importlib.import_module(module_name(path))
    for node in titled_objects(schema):
        cls = getattr(module, node["title"])
        assert is_typeddict(cls), node["title"]
        base_required, base_keys = inherited_keys(path, node)
        required = set(node.get("required", [])) | base_required
        assert set(cls.__required_keys__) == required, node["title"]
        assert set(cls.__optional_keys__) == (set(node["properties"]) | base_keys) - required, node["title"]


@pytest.mark.parametrize(("path", "schema"), SCHEMAS, ids=[p for p, _ in SCHEMAS])
def test_every_example_fits_the_python_type(path: str, schema: dict[str, Any]) -> None:
    tp = getattr(importlib.import_module(module_name(path)), schema["title"])
    for example in schema["examples"]:
        assert conforms(example, tp), example


PART_REFS = [
    (path, key, prop["$ref"])
    for path, schema in SCHEMAS
    for key, prop in schema.get("properties", {}).items()
    if "#/properties/" in prop.get("$ref", "")
]


def field_type(path: str, key: str) -> Any:
    """The type of the field `key` of the TypedDict generated from the schema file `path`, without NotRequired."""
    hint = get_type_hints(getattr(importlib.import_module(module_name(path)), BY_PATH[path]["title"]))[key]
    return get_args(hint)[0] if get_origin(hint) is NotRequired else hint


@pytest.mark.parametrize(("path", "key", "ref"), PART_REFS, ids=[f"{p}:{k}" for p, k, _ in PART_REFS])
def test_a_field_referring_to_another_schemas_field_has_its_type(path: str, key: str, ref: str) -> None:
    target_file, pointer = ref.split("#")
    target = posixpath.normpath(posixpath.join(posixpath.dirname(path), target_file))
    assert field_type(path, key) == field_type(target, pointer.split("/")[-1])


WITH_REQUIRED = [(p, s) for p, s in SCHEMAS if s.get("type") == "object" and "oneOf" not in s and "if" not in s and s.get("required")]


@pytest.mark.parametrize(("path", "schema"), WITH_REQUIRED, ids=[p for p, _ in WITH_REQUIRED])
def test_an_example_without_a_required_key_does_not_fit(path: str, schema: dict[str, Any]) -> None:
    tp = getattr(importlib.import_module(module_name(path)), schema["title"])
    required = schema["required"]
    assert is_typeddict(tp)
    for example in schema["examples"]:
        for key in required:
            assert not conforms({k: v for k, v in example.items() if k != key}, tp), key


def test_message_union_lists_every_inbound_message() -> None:
    from svc_schema import InboundMessage, InvokeFunction, RegisterFunction

    members = get_args(InboundMessage)
    assert InvokeFunction in members and RegisterFunction in members
    assert conforms({"type": "invokefunction", "function_id": "a"}, InboundMessage)
    assert not conforms({"type": "workerregistered", "worker_id": "w"}, InboundMessage)


def run_mypy(*targets: str) -> tuple[str, int]:
    cache = str(HERE / ".mypy_cache")
    stdout, stderr, status = mypy_api.run(
        ["--strict", "--python-version", "3.11", "--no-error-summary", "--cache-dir", cache, *targets]
    )
    return stdout + stderr, status


def test_generated_package_and_typed_usage_pass_mypy_strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MYPYPATH", str(GENERATED_PY))
    output, status = run_mypy(str(GENERATED_PY / "svc_schema"), str(HERE / "typed_usage.py"))
    assert status == 0, output


def test_mypy_rejects_a_frame_of_the_wrong_shape(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MYPYPATH", str(GENERATED_PY))
    bad = tmp_path / "bad.py"
    bad.write_text(
        "from svc_schema import InvokeFunction, RegisterFunction\n"
        "call: InvokeFunction = {'type': 'invokefunction', 'function_id': 5}\n"
        "reg: RegisterFunction = {'type': 'registerfunction'}\n"
        "tag: InvokeFunction = {'type': 'invocationresult', 'function_id': 'a'}\n"
    )
    output, status = run_mypy(str(bad))
    assert status == 1
    assert 'bad.py:2: error: Incompatible types (expression has type "int", TypedDict item "function_id"' in output
    assert 'bad.py:3: error: Missing key "id" for TypedDict "RegisterFunction"' in output
    assert "bad.py:4: error:" in output


def test_generated_package_passes_ruff() -> None:
    rules = "E,F,W,I,UP,B"
    done = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--line-length", "120", "--select", rules, str(GENERATED_PY)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
