"""The soak's Python worker (sdk-py): `soak::py` echoes its payload.

python worker.py <engine url>
"""

from __future__ import annotations

import signal
import sys
import threading
from typing import Any

from svc_sdk import Logger, register_worker


def main() -> None:
    worker = register_worker(
        sys.argv[1], {"worker_name": "soak-py", "logger": Logger(write=lambda _: None)}
    )

    def echo(payload: Any) -> Any:
        return {"echo": payload}

    worker.register_function("soak::py", echo)
    print("ready", flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    stop.wait()
    worker.shutdown()


if __name__ == "__main__":
    main()
