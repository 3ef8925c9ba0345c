# DO NOT EDIT — generated from schema/wire/cancel-invocation.schema.json by make generate
"""CancelInvocation: cancel-invocation.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.error_body import ErrorBody


class CancelInvocation(TypedDict):
    """svc extension, engine to worker: stop working on `invocation_id`; its caller has
    already been answered (deadline passed, caller gone, engine shutting down) and any
    later result is dropped. svc-sdk aborts the handler's AbortSignal; SDKs that do not
    know this message ignore it.
    """

    type: Literal["cancelinvocation"]
    """Message tag."""
    invocation_id: str
    """Invocation to stop."""
    function_id: NotRequired[str]
    """Function the invocation runs."""
    reason: NotRequired[ErrorBody]
    """Why it was cancelled, e.g. code `timeout` or `invocation_stopped`."""
