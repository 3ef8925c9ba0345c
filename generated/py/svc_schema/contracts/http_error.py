# DO NOT EDIT — generated from schema/contracts/http-error.schema.json by make generate
"""HttpError: http-error.schema.json."""

from typing import NotRequired, TypedDict


class HttpErrorDetail(TypedDict):
    """What went wrong."""

    code: str
    """Stable code: an engine code such as `NOT_FOUND`, `INVALID_JSON`,
    `PAYLOAD_TOO_LARGE`, `timeout`, or the handler's own error code. Listed in
    docs/errors.md.
    """
    message: str
    """What happened, for a person."""
    error_id: NotRequired[str]
    """Random id of this failure, on 5xx answers only, also written to the engine log.
    """


class HttpError(TypedDict):
    """Body of every error the engine HTTP API answers itself (no route, malformed JSON,
    body too large, handler error, deadline, condition not met). Never carries a stack
    trace.
    """

    error: HttpErrorDetail
    """What went wrong."""
    skipped: NotRequired[bool]
    """True when the route's condition function returned false (status 422)."""
