# DO NOT EDIT — generated from schema/common/json-value.schema.json by make generate
"""JsonValue: json-value.schema.json."""

from typing import Any, TypeAlias

JsonValue: TypeAlias = dict[str, Any] | list[Any] | str | float | bool | None
"""Any JSON value: object, array, string, number, boolean or null."""
