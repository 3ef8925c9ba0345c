# DO NOT EDIT — generated from schema/wire/registration-rejected.schema.json by make generate
"""RegistrationRejected: registration-rejected.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.error_body import ErrorBody


class RegistrationRejected(TypedDict):
    """Engine to worker: a registration was refused. `FUNCTION_NAMESPACE_CONFLICT` refuses
    one function and keeps the connection; `TRIGGER_TYPE_CONFLICT` (svc) refuses one
    trigger type and keeps the connection; `WORKER_NAMESPACE_CONFLICT` is fatal and the
    engine closes the connection. `FORBIDDEN` (the connection's token may not register
    that id or provide that trigger type) and `too_many_registrations`
    (`auth.max_registrations_per_worker`) refuse one registration and keep the
    connection. SDKs that do not know this message ignore it.
    """

    type: Literal["registrationrejected"]
    """Message tag."""
    code: Literal[
        "FUNCTION_NAMESPACE_CONFLICT",
        "WORKER_NAMESPACE_CONFLICT",
        "TRIGGER_TYPE_CONFLICT",
        "FORBIDDEN",
        "too_many_registrations",
    ]
    """Why the registration was refused."""
    message: NotRequired[str]
    """Why, for a person: names the token and the scope that refused it, or the limit.
    """
    trigger_type: NotRequired[str]
    """svc: the refused trigger type, for `TRIGGER_TYPE_CONFLICT` (a built-in type such as
    `http` cannot be provided by a worker).
    """
    namespace: NotRequired[str]
    """Namespace in which the conflict happened."""
    function_id: NotRequired[str]
    """The refused function, for function conflicts."""
    worker_name: NotRequired[str]
    """The refused worker name, for worker conflicts."""
    owner_worker_id: NotRequired[str]
    """Connection that already owns the name; empty when none."""
    error: NotRequired[ErrorBody]
    """svc: the refusal as an error body whose code says why (`reserved_id`,
    `function_id_taken`); see docs/errors.md.
    """
