# DO NOT EDIT — generated from schema/contracts/console/login-input.schema.json by make generate
"""ConsoleLoginInput: login-input.schema.json."""

from typing import TypedDict


class ConsoleLoginInput(TypedDict):
    """Body of the console server's `POST /api/login`, when it was started with a console
    token: the same token. A match is answered 204 with a session cookie
    (`svc_console_session`, HttpOnly, SameSite=Strict) that the UI's later requests
    carry; a mismatch 401 `unauthorized`.
    """

    token: str
    """The console token the server was started with (`SVC_CONSOLE_TOKEN` or
    `--token-file`).
    """
