# DO NOT EDIT — generated from schema/wire/error-frame.schema.json by make generate
"""ErrorFrame: error-frame.schema.json."""

from typing import Literal, TypedDict

from svc_schema.common.error_body import ErrorBody


class ErrorFrame(TypedDict):
    """Engine to worker: a connection-level error, e.g. a refused authentication, sent just
    before the engine closes the connection.
    """

    type: Literal["error"]
    """Message tag."""
    error: ErrorBody
    """What went wrong."""
