"""A Python worker with the engine's built-in modules: an HTTP route it serves, and state it keeps.
Each test skips, saying why, on an engine that does not run the module."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any

import pytest
from support import Engine, eventually

from svc_sdk import InvocationError, Worker


def _http_base(engine: Engine) -> str:
    base = engine.listeners.get("http")
    if base is None:
        pytest.skip("the engine runs no http module: its listening line has no `http` listener")
    return base


def _post(url: str, body: object) -> tuple[int, dict[str, str], Any] | None:
    """Status, headers and JSON body of a POST; None while the route is not there yet (404)."""
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"content-type": "application/json"}, method="POST"
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, dict(response.headers), json.loads(response.read())
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return None
        return error.code, dict(error.headers), json.loads(error.read())


def test_http_trigger_served_by_a_python_handler(engine: Engine, worker: Worker, unique: Callable[[str], str]) -> None:
    base = _http_base(engine)
    function_id, path = unique("py::greet"), "/" + unique("py-greet")

    def greet(request: dict[str, Any]) -> dict[str, Any]:
        return {
            "status_code": 201,
            "headers": {"x-served-by": "python"},
            "body": {"hello": request["body"]["name"], "method": request["method"], "query": request["query_params"]},
        }

    worker.register_function(function_id, greet)
    worker.register_trigger(
        {"type": "http", "function_id": function_id, "config": {"api_path": path, "http_method": "POST"}}
    )
    status, headers, body = eventually(lambda: _post(f"{base}{path}?lang=en", {"name": "svc"}))
    assert status == 201
    assert {key.lower(): value for key, value in headers.items()}["x-served-by"] == "python"
    assert body["hello"] == "svc"
    assert body["method"] == "POST"
    assert body["query"]["lang"] in ("en", ["en"])


def test_http_trigger_with_a_raising_python_handler_answers_500(
    engine: Engine, worker: Worker, unique: Callable[[str], str]
) -> None:
    base = _http_base(engine)
    function_id, path = unique("py::broken"), "/" + unique("py-broken")

    def broken(request: dict[str, Any]) -> None:
        raise RuntimeError("no route for you")

    worker.register_function(function_id, broken)
    worker.register_trigger(
        {"type": "http", "function_id": function_id, "config": {"api_path": path, "http_method": "POST"}}
    )
    status, _, body = eventually(lambda: _post(f"{base}{path}", {}))
    assert status == 500
    assert body["error"]["code"] == "invocation_failed"


def test_state_set_and_get_from_python(worker: Worker, unique: Callable[[str], str]) -> None:
    scope = unique("py-scope")
    try:
        first = worker.trigger(
            {"function_id": "state::set", "payload": {"scope": scope, "key": "k", "value": {"n": 1}}}
        )
    except InvocationError as error:
        if error.code == "function_not_found":
            pytest.skip("the engine runs no state module: state::set answers function_not_found")
        raise
    assert first["old_value"] is None
    assert first["new_value"] == {"n": 1}
    assert worker.trigger({"function_id": "state::get", "payload": {"scope": scope, "key": "k"}}) == {"n": 1}
    second = worker.trigger({"function_id": "state::set", "payload": {"scope": scope, "key": "k", "value": [2]}})
    assert second["old_value"] == {"n": 1}
    assert worker.trigger({"function_id": "state::get", "payload": {"scope": scope, "key": "k"}}) == [2]
    assert worker.trigger({"function_id": "state::get", "payload": {"scope": scope, "key": "missing"}}) is None


def _stream_url(engine: Engine) -> str:
    listener = engine.listeners.get("stream")
    if listener is None:
        pytest.skip("the engine runs no stream module: its listening line has no `stream` listener")
    # The listening line gives the stream socket as a ws:// address.
    return listener


def test_stream_items_reach_a_subscriber_and_a_python_stream_trigger(
    engine: Engine, worker: Worker, unique: Callable[[str], str]
) -> None:
    from websockets.sync.client import connect

    stream, function_id = unique("py-stream"), unique("py::on-stream")
    seen: list[dict[str, Any]] = []
    worker.register_function(function_id, lambda event: seen.append(event))
    worker.register_trigger({"type": "stream", "function_id": function_id, "config": {"stream_name": stream}})
    worker.trigger(
        {"function_id": "stream::set", "payload": {"stream_name": stream, "group_id": "g", "item_id": "a", "data": 1}}
    )
    with connect(_stream_url(engine)) as client:
        join = {"subscriptionId": "s", "streamName": stream, "groupId": "g"}
        client.send(json.dumps({"type": "join", "data": join}))
        sync = json.loads(client.recv(timeout=5))
        assert sync["event"] == {"type": "sync", "data": [1]}
        worker.trigger(
            {
                "function_id": "stream::set",
                "payload": {"stream_name": stream, "group_id": "g", "item_id": "b", "data": 2},
            }
        )
        created = json.loads(client.recv(timeout=5))
        assert created["id"] == "b"
        assert created["event"] == {"type": "create", "data": 2}
    event = eventually(lambda: next((e for e in seen if e.get("id") == "b"), None))
    assert event["streamName"] == stream
    assert event["event"] == {"type": "create", "data": 2}


def test_console_invoke_calls_a_python_function(engine: Engine, worker: Worker, unique: Callable[[str], str]) -> None:
    base = _http_base(engine)
    function_id = unique("py::double")
    worker.register_function(function_id, lambda payload: {"doubled": payload["n"] * 2})
    answer = eventually(lambda: _post(f"{base}/_console/invoke", {"function_id": function_id, "payload": {"n": 21}}))
    assert answer[0] == 200
    assert answer[2] == {"doubled": 42}
