# DO NOT EDIT — generated from schema/wire/registration-rejected.schema.json by make generate
"""RegistrationRejected: registration-rejected.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.error_body import ErrorBody


class RegistrationRejected(TypedDict):
    """Engine to worker: a registration was refused. `FUNCTION_NAMESPACE_CONFLICT` refuses
    one function and keeps the connection; `TRIGGER_TYPE_CONFLICT` (svc) refuses one
    trigger type and keeps the connection; `WORKER_NAMESPACE_CONFLICT` is fatal and the
    engine closes the connection. SDKs that do not know this message ignore it.
    """

    type: Literal["registrationrejected"]
    """Message tag."""
    code: Literal["FUNCTION_NAMESPACE_CONFLICT", "WORKER_NAMESPACE_CONFLICT", "TRIGGER_TYPE_CONFLICT"]
    """Why the registration was refused."""
    namespace: NotRequired[str]
    """Namespace in which the conflict happened."""
    function_id: NotRequired[str]
    """The refused function, for function conflicts."""
    worker_name: NotRequired[str]
    """The refused worker name, for worker conflicts."""
    owner_worker_id: NotRequired[str]
    """Connection that already owns the name; empty when none."""
    trigger_type: NotRequired[str]
    """svc: the refused trigger type, for `TRIGGER_TYPE_CONFLICT` (a built-in type such as
    `http` cannot be provided by a worker).
    """
    error: NotRequired[ErrorBody]
    """svc: the refusal as an error body whose code says why (`reserved_id`,
    `function_id_taken`); see docs/errors.md.
    """
