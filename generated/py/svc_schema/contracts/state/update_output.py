# DO NOT EDIT — generated from schema/contracts/state/update-output.schema.json by make generate
"""StateUpdateOutput: update-output.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class StateUpdateOpError(TypedDict):
    """Why one op was skipped."""

    op_index: int
    """Index of the op in `ops`, from 0."""
    code: str
    """Stable code, `<op>.<problem>`, e.g. `increment.not_number` (listed in
    docs/errors.md).
    """
    message: str
    """What was wrong, with the numbers involved."""
    doc_url: NotRequired[str]
    """Where the code is documented."""


class StateUpdateOutput(TypedDict):
    """Output of `state::update`, returned once the write is durable. Nothing is written
    when no op applied.
    """

    old_value: JsonValue
    """The value before the ops; null when there was none."""
    new_value: JsonValue
    """The value after the ops that applied; null when the key still has none."""
    errors: NotRequired[list[StateUpdateOpError]]
    """One entry per op that was skipped; absent when every op applied."""
