# DO NOT EDIT — generated from schema/contracts/engine/workers-info-input.schema.json by make generate
"""EngineWorkersInfoInput: workers-info-input.schema.json."""

from typing import TypedDict


class EngineWorkersInfoInput(TypedDict):
    """Input of `engine::workers::info`: the worker to describe. A worker not connected is
    refused with `NOT_FOUND`.
    """

    name: str
    """The worker's name, or its connection id."""
