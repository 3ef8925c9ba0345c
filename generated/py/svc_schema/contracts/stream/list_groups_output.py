# DO NOT EDIT — generated from schema/contracts/stream/list-groups-output.schema.json by make generate
"""StreamListGroupsOutput: list-groups-output.schema.json."""

from typing import TypeAlias

StreamListGroupsOutput: TypeAlias = list[str]
"""Output of `stream::list_groups`: a bare array of group ids, sorted (unlike
`state::list_groups`, as in iii).
"""
