"""The README's examples run as they are written, against a real engine."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from support import Engine, Process

README = Path(__file__).resolve().parents[1] / "README.md"


def _examples() -> list[str]:
    return [
        block for block in re.findall(r"```python\n(.*?)```", README.read_text(), re.S) if "register_worker(" in block
    ]


def _run(engine: Engine, source: str, expected: str) -> None:
    script = Process([sys.executable, "-c", source], env={"SVC_URL": engine.url, "SVC_LOG_LEVEL": "warn"})
    try:
        script.wait_for_line(lambda line: line == expected)
    finally:
        script.stop()


def test_script_example_serves_and_calls(engine: Engine) -> None:
    script = next(block for block in _examples() if "serve_forever" in block)
    _run(engine, script, "{'status_code': 200, 'body': {'message': 'Hello, svc!'}}")


def test_asyncio_example_runs(engine: Engine) -> None:
    script = next(block for block in _examples() if "asyncio.run" in block)
    _run(engine, script, "{'sku': 'a1', 'cents': 1999, 'for': 't1'}")
