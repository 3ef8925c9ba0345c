# DO NOT EDIT — generated from schema/contracts/state/list-groups-input.schema.json by make generate
"""StateListGroupsInput: list-groups-input.schema.json."""

from typing import Any, TypeAlias

StateListGroupsInput: TypeAlias = dict[str, Any]
"""Input of `state::list_groups`: no fields."""
