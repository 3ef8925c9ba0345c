# DO NOT EDIT — generated from schema/common/error-body.schema.json by make generate
"""ErrorBody: error-body.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.json_value import JsonValue


class ErrorBody(TypedDict):
    """An error as it travels on the wire: in an invocation result, a trigger registration
    result or an HTTP error response. The code is a stable lower_snake string listed in
    docs/errors.md (wire-compatible codes keep their original spelling).
    """

    code: str
    """Stable machine-readable error code, e.g. `function_not_found`, `invocation_failed`,
    `invocation_stopped`, `timeout`.
    """
    message: str
    """Human-readable explanation of what went wrong."""
    stacktrace: NotRequired[str]
    """Stack trace or traceback of the handler that failed, when the worker chose to send
    one.
    """
    data: NotRequired[JsonValue]
    """Optional structured detail about the error (any JSON value)."""
