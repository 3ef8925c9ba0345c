# DO NOT EDIT — generated from schema/contracts/console/engine-info.schema.json by make generate
"""ConsoleEngineInfo: engine-info.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class ConsoleModuleInfo(TypedDict):
    """One running module."""

    name: str
    """Canonical name (`svc-http`)."""
    settings: JsonValue
    """Its settings as configured, secrets masked."""


class ConsoleEngineInfo(TypedDict):
    """Body of `GET /_console/info`: what a console shows about the engine it talks to.
    """

    version: str
    """The engine's version."""
    listeners: dict[str, str]
    """Each listener's address by name (`bridge`, `http`, `stream`, ...), as the engine
    bound it.
    """
    modules: list[ConsoleModuleInfo]
    """The built-in modules running, in start order, with their settings; values of
    secret-looking keys and passwords in URLs are replaced by `***`.
    """
    otel: NotRequired[JsonValue]
    """The settings of svc-observability, secrets masked; null when it is not running.
    """
