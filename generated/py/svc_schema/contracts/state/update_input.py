# DO NOT EDIT — generated from schema/contracts/state/update-input.schema.json by make generate
"""StateUpdateInput: update-input.schema.json."""

from typing import TypedDict

from svc_schema.contracts.state.update_op import StateUpdateOp


class StateUpdateInput(TypedDict):
    """Input of `state::update`: apply `ops` in order to one entry, atomically (no other
    write to the entry interleaves, on any adapter or engine).
    """

    scope: str
    """Scope (group) of the entry."""
    key: str
    """Key of the entry within its scope."""
    ops: list[StateUpdateOp]
    """Operations, applied in order."""
