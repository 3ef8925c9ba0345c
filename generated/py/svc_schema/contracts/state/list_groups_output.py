# DO NOT EDIT — generated from schema/contracts/state/list-groups-output.schema.json by make generate
"""StateListGroupsOutput: list-groups-output.schema.json."""

from typing import TypedDict


class StateListGroupsOutput(TypedDict):
    """Output of `state::list_groups`."""

    groups: list[str]
    """Every scope holding at least one key, de-duplicated and sorted."""
