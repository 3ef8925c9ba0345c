# DO NOT EDIT — generated from schema/contracts/engine/registered-trigger-summary.schema.json by make generate
"""EngineRegisteredTriggerSummary: registered-trigger-summary.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class EngineRegisteredTriggerSummary(TypedDict):
    """A trigger binding as `engine::registered-triggers::list` and `engine::workers::info`
    show it.
    """

    id: str
    """The binding's id."""
    trigger_type: str
    """The binding's trigger type id."""
    function_id: str
    """Function the binding invokes; it need not exist."""
    worker_name: str
    """Name of the worker that registered the binding; `engine` for one made with
    `engine::register_trigger`.
    """
    config: JsonValue
    """The binding's config; `{}` when it was registered without one."""
    config_summary: str
    """The config as JSON text, cut to its first 120 characters, for listings."""
    status: Literal["active", "parked"]
    """`active` once a provider of the type has accepted the binding; `parked` while no
    worker provides the type or its provider refused it.
    """
    reason: NotRequired[str]
    """With `parked`: why, e.g. no module or worker provides the type, or its provider
    refused the config.
    """
