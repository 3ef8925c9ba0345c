# DO NOT EDIT — generated from schema/contracts/stream/update-input.schema.json by make generate
"""StreamUpdateInput: update-input.schema.json."""

from typing import TypedDict

from svc_schema.contracts.state.update_op import StateUpdateOp


class StreamUpdateInput(TypedDict):
    """Input of `stream::update`: apply `ops` in order to one item, atomically (the ops of
    `state::update`); the output is that of `state::update`.
    """

    stream_name: str
    """Stream of the item."""
    group_id: str
    """Group of the item within its stream."""
    item_id: str
    """Id of the item within its group."""
    ops: list[StateUpdateOp]
    """Operations, applied in order."""
