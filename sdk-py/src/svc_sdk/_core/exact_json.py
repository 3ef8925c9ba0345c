"""JSON frames decoded and encoded without changing a number.

Python's `int` holds integers of any size, so 1152921504606846977 needs nothing. Two numbers do:
`-0` (which `json.loads` reads as the int 0) arrives as the float `-0.0` and goes back as
`-0.0`, and a number past the float range (`1e400`, which `json.loads` reads as `inf`, and
which `json.dumps` then refuses) arrives as a :class:`JsonNumber` and goes back as written.
"""

from __future__ import annotations

import json
import json.encoder
import math
import re
from collections.abc import Callable
from typing import Any

# A quick test for text that may hold such a number; other text takes the plain `json.loads`.
_MAY_CHANGE = re.compile(r"\d[eE]\+?\d{3}|(?:^|[:,\[\s])-0(?:\.0+)?(?:[eE][+-]?\d+)?(?=[\s,\]}]|$)")


class JsonNumber(float):
    """A JSON number no float can hold (`1e400`): its float value is ±inf, `text` is as written,
    and it is sent back as `text`."""

    __slots__ = ("text",)
    text: str

    def __new__(cls, text: str) -> JsonNumber:
        number = super().__new__(cls, float(text))
        number.text = text
        return number

    def __repr__(self) -> str:
        return f"JsonNumber({self.text!r})"


def _parse_int(text: str) -> int | float:
    return -0.0 if text == "-0" else int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    return JsonNumber(text) if math.isinf(value) else value


def loads(text: str) -> Any:
    """`json.loads` that keeps `-0` and numbers past the float range."""
    if _MAY_CHANGE.search(text) is None:
        return json.loads(text)
    return json.loads(text, parse_int=_parse_int, parse_float=_parse_float)


def _float_text(value: float) -> str:
    if isinstance(value, JsonNumber):
        return value.text
    if math.isnan(value) or math.isinf(value):
        raise ValueError(f"Out of range float values are not JSON compliant: {value!r}")
    return float.__repr__(value)


def dumps_exact(value: object, ensure_ascii: bool) -> str:
    """Compact JSON of `value` with each :class:`JsonNumber` written as its text. The pure-Python
    encoder: only frames that hold one take it, as `json.dumps` refuses them."""
    basestring: Callable[[str], str] = (
        json.encoder.encode_basestring_ascii if ensure_ascii else json.encoder.encode_basestring
    )
    # The stdlib's own pure-Python encoder, the one `json.dumps` uses without its C accelerator.
    make: Callable[..., Callable[[object, int], Any]] = vars(json.encoder)["_make_iterencode"]
    default = json.JSONEncoder().default
    return "".join(make({}, default, basestring, None, _float_text, ":", ",", False, False, True)(value, 0))
