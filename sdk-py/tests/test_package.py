"""The distribution: its version, and a built wheel that carries everything it imports."""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

from svc_sdk import SDK_VERSION

PROJECT = Path(__file__).resolve().parents[1]


def test_sdk_version_is_the_distribution_version() -> None:
    declared = tomllib.loads((PROJECT / "pyproject.toml").read_text())["project"]["version"]
    assert SDK_VERSION == declared == importlib.metadata.version("svc-sdk")


def test_built_wheel_carries_the_generated_wire_types(tmp_path: Path) -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(tmp_path),
            str(PROJECT),
        ],
        check=True,
        capture_output=True,
    )
    [wheel] = tmp_path.glob("svc_sdk-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(tmp_path / "site")
        metadata = archive.read(f"svc_sdk-{SDK_VERSION}.dist-info/METADATA").decode()
    assert {"svc_sdk/__init__.py", "svc_sdk/py.typed", "svc_schema/__init__.py", "svc_schema/py.typed"} <= names
    assert "svc_schema/wire/invoke_function.py" in names
    requires = [line for line in metadata.splitlines() if line.startswith("Requires-Dist:") and "extra ==" not in line]
    assert requires == [
        "Requires-Dist: opentelemetry-api<2,>=1.45",
        "Requires-Dist: opentelemetry-exporter-otlp-proto-common<2,>=1.45",
        "Requires-Dist: opentelemetry-sdk<2,>=1.45",
        "Requires-Dist: websockets<18,>=15",
    ]
    # Imported from the unpacked wheel alone (it comes first on the path), both packages load.
    done = subprocess.run(
        [sys.executable, "-c", "import svc_sdk, svc_schema; print(svc_sdk.__file__); print(svc_schema.__file__)"],
        env={"PYTHONPATH": str(tmp_path / "site")},
        check=True,
        capture_output=True,
        text=True,
    )
    assert all(line.startswith(str(tmp_path / "site")) for line in done.stdout.splitlines())


def test_arguments_that_become_wire_messages_are_the_generated_types() -> None:
    import svc_schema
    import svc_sdk

    names = ("RegisterFunctionOptions", "TriggerInput", "TriggerRequest", "TriggerTypeDefinition", "TriggerInstance")
    for name in names:
        assert getattr(svc_sdk, name) is getattr(svc_schema, name), name
