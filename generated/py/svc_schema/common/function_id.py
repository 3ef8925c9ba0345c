# DO NOT EDIT — generated from schema/common/function-id.schema.json by make generate
"""FunctionId: function-id.schema.json."""

from typing import TypeAlias

FunctionId: TypeAlias = str
"""A function id: a free-form non-empty string, by convention `::`-separated segments whose
first segment names the service (`orders::create`). Ids under `engine::` are reserved
for the engine.
"""
