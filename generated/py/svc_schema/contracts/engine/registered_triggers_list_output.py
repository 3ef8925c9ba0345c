# DO NOT EDIT — generated from schema/contracts/engine/registered-triggers-list-output.schema.json by make generate
"""EngineRegisteredTriggersListOutput: registered-triggers-list-output.schema.json."""

from typing import TypedDict

from svc_schema.contracts.engine.registered_trigger_summary import EngineRegisteredTriggerSummary


class EngineRegisteredTriggersListOutput(TypedDict):
    """Output of `engine::registered-triggers::list`."""

    registered_triggers: list[EngineRegisteredTriggerSummary]
    """The bindings that pass the filters, sorted by id."""
