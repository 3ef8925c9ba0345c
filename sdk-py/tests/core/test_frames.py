"""Frame encoding: compact UTF-8 JSON that every engine can read."""

from __future__ import annotations

import json
import math

import pytest

from svc_sdk._core.frames import encode


def test_encode_writes_compact_utf8_json() -> None:
    assert encode({"type": "ping", "text": "é💥"}) == '{"type":"ping","text":"é💥"}'.encode()


def test_encode_escapes_a_lone_surrogate_as_javascript_does() -> None:
    frame = json.loads('{"type":"invocationresult","result":{"data":"a\\ud800b","more":"é"}}')
    data = encode(frame)
    assert data == b'{"type":"invocationresult","result":{"data":"a\\ud800b","more":"\\u00e9"}}'
    assert json.loads(data) == frame


def test_encode_refuses_what_json_cannot_hold() -> None:
    with pytest.raises(ValueError):
        encode({"x": math.nan})
    with pytest.raises(TypeError):
        encode({"x": {1, 2}})
