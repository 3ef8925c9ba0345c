"""The scorer worker (Python)."""

import os
import signal
from typing import Any

from svc_sdk import register_worker

worker = register_worker(os.environ.get("SVC_URL"), {"worker_name": os.environ.get("SVC_WORKER_NAME", "scorer")})


def score(payload: dict[str, Any]) -> dict[str, Any]:
    """Counts the vowels of a text, and has the TypeScript worker shout it."""
    text = payload["text"]
    shouted = worker.trigger({"function_id": "greeter::shout", "payload": {"text": text}})
    return {"score": sum(1 for c in text.lower() if c in "aeiou"), "shouted": shouted["text"]}


def on_greeted(event: dict[str, Any]) -> None:
    """Subscribed to `greeted`: counts the greetings in state (state::get stats/greeted)."""
    ops = [{"type": "increment", "path": "", "by": 1}]
    worker.trigger({"function_id": "state::update", "payload": {"scope": "stats", "key": "greeted", "ops": ops}})


worker.register_function("scorer::score", score)
worker.register_function("scorer::on_greeted", on_greeted)
worker.register_trigger({"type": "event", "function_id": "scorer::on_greeted", "config": {"topic": "greeted"}})
signal.signal(signal.SIGTERM, lambda *_: worker.shutdown())
worker.serve_forever()
