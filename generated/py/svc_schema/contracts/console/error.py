# DO NOT EDIT — generated from schema/contracts/console/error.schema.json by make generate
"""ConsoleError: error.schema.json."""

from typing import NotRequired, TypedDict


class ConsoleErrorBody(TypedDict):
    """What went wrong."""

    code: str
    """The function's error code, or the console API's own (docs/errors.md): `bad_request`,
    `not_found`, `payload_too_large`, `module_unavailable`.
    """
    message: str
    """Human-readable reason."""
    stacktrace: NotRequired[str]
    """The handler's stack, when the function sent one."""
    module: NotRequired[str]
    """With `module_unavailable`: the module to add to the config."""


class ConsoleError(TypedDict):
    """Body of every failed `/_console/*` request. The HTTP status says what happened: 400
    bad body, 404 no such function or path, 413 body too large, 502 the function failed,
    503 the module serving the endpoint is not running, 504 timeout.
    """

    error: ConsoleErrorBody
    """What went wrong."""
