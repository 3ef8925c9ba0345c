# DO NOT EDIT — generated from schema/contracts/engine/triggers-list-output.schema.json by make generate
"""EngineTriggersListOutput: triggers-list-output.schema.json."""

from typing import TypedDict

from svc_schema.contracts.engine.trigger_type_summary import EngineTriggerTypeSummary


class EngineTriggersListOutput(TypedDict):
    """Output of `engine::triggers::list`."""

    triggers: list[EngineTriggerTypeSummary]
    """The trigger types that pass the filters, sorted by id."""
