# DO NOT EDIT — generated from schema/contracts/engine/trigger-type-summary.schema.json by make generate
"""EngineTriggerTypeSummary: trigger-type-summary.schema.json."""

from typing import TypedDict


class EngineTriggerTypeSummary(TypedDict):
    """A trigger type as `engine::triggers::list` and `engine::registered-triggers::info`
    show it.
    """

    id: str
    """The trigger type id, e.g. `http`."""
    worker_name: str
    """Name of the worker or built-in module that provides it."""
    description: str
    """What fires it, as registered; empty when the registration had none."""
