# DO NOT EDIT — generated from schema/contracts/state/update-op.schema.json by make generate
"""StateUpdateOp: update-op.schema.json."""

from typing import Literal, NotRequired, TypeAlias, TypedDict

from svc_schema.common.json_value import JsonValue


class StateSetOp(TypedDict):
    """Sets a first-level field; the path `""` replaces the whole value."""

    type: Literal["set"]
    """Operation tag."""
    path: str
    """First-level field name, taken literally (dots are not separators); `""` is the root.
    """
    value: JsonValue
    """The value to store there."""


class StateMergeOp(TypedDict):
    """Shallow-merges an object into the target object, creating missing (or null) objects
    along the path. The target must be an object, null or missing.
    """

    type: Literal["merge"]
    """Operation tag."""
    path: NotRequired[str | list[str]]
    """Where to merge: one field name, or an array of segments for a nested target. Absent,
    `""` or `[]` is the root. At most 32 segments of at most 256 bytes.
    """
    value: JsonValue
    """Object whose fields are copied onto the target (at most 1024 fields, nesting depth
    at most 16).
    """


class StateIncrementOp(TypedDict):
    """Adds `by` to a number field; a missing field starts at `by`."""

    type: Literal["increment"]
    """Operation tag."""
    path: str
    """First-level field name; `""` is the root."""
    by: int
    """Amount to add."""


class StateDecrementOp(TypedDict):
    """Subtracts `by` from a number field; a missing field starts at `-by`."""

    type: Literal["decrement"]
    """Operation tag."""
    path: str
    """First-level field name; `""` is the root."""
    by: int
    """Amount to subtract."""


class StateAppendOp(TypedDict):
    """Appends to an array, or concatenates a string to a string. A missing or null target
    becomes `[value]`, or the string itself when `value` is a string.
    """

    type: Literal["append"]
    """Operation tag."""
    path: NotRequired[str | list[str]]
    """The target: one field name, or an array of segments for a nested target (missing
    objects along it are created). Absent, `""` or `[]` is the root.
    """
    value: JsonValue
    """The element to append, or the string to concatenate."""


class StateRemoveOp(TypedDict):
    """Removes a first-level field (removing a missing one is not an error); the path `""`
    sets the whole value to null.
    """

    type: Literal["remove"]
    """Operation tag."""
    path: str
    """First-level field name; `""` is the root."""


StateUpdateOp: TypeAlias = (
    StateSetOp
    | StateMergeOp
    | StateIncrementOp
    | StateDecrementOp
    | StateAppendOp
    | StateRemoveOp
)
"""One operation of `state::update`, tagged by `type`. The ops of a call run in order on
one value; a missing key starts as `{}`. An op that cannot apply (wrong target type,
path over the limits, a refused segment `__proto__`, `constructor` or `prototype`) is
skipped and reported in the result's `errors` with its index; the other ops still apply.
"""
