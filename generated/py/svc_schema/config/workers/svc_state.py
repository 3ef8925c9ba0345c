# DO NOT EDIT — generated from schema/config/workers/svc-state.schema.json by make generate
"""SvcStateConfig: svc-state.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.config.workers.store_adapter import StoreAdapter


class SvcStateConfig(TypedDict):
    """Config of `svc-state`, the key-value store behind `state::*` and `state` triggers.
    """

    adapter: NotRequired[StoreAdapter]
    """Where entries are kept; `in_memory` when absent."""
    max_value_bytes: NotRequired[int]
    """Largest value, as JSON text; larger ones fail with `VALUE_TOO_LARGE`."""
    triggers_enabled: NotRequired[bool]
    """Whether changes fire `state` triggers."""
