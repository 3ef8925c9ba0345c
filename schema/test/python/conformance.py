"""A small runtime check that a JSON value fits a generated type, to test the generator."""

from __future__ import annotations

import types
import typing
from typing import Any, Literal, NotRequired, Required, Union, get_args, get_origin, get_type_hints, is_typeddict


def conforms(value: Any, tp: Any) -> bool:
    """Whether `value` (parsed JSON) is an instance of the typing construct `tp`."""
    origin = get_origin(tp)
    if tp is Any:
        return True
    if origin in (NotRequired, Required):
        return conforms(value, get_args(tp)[0])
    if origin is Literal:
        return any(value == arg and type(value) is type(arg) for arg in get_args(tp))
    if origin in (Union, types.UnionType):
        return any(conforms(value, arg) for arg in get_args(tp))
    if tp is None or tp is type(None):
        return value is None
    if tp is bool:
        return isinstance(value, bool)
    if tp is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if tp is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if tp is str:
        return isinstance(value, str)
    if origin is list:
        (item,) = get_args(tp) or (Any,)
        return isinstance(value, list) and all(conforms(v, item) for v in value)
    if origin is dict:
        _, item = get_args(tp) or (str, Any)
        return isinstance(value, dict) and all(isinstance(k, str) and conforms(v, item) for k, v in value.items())
    if is_typeddict(tp):
        if not isinstance(value, dict):
            return False
        hints = get_type_hints(tp, include_extras=True)
        if not tp.__required_keys__ <= value.keys():
            return False
        return all(conforms(value[key], hint) for key, hint in hints.items() if key in value)
    raise TypeError(f"conforms() does not know {tp!r}")


__all__ = ["conforms", "typing"]
