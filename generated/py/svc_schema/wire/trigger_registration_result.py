# DO NOT EDIT — generated from schema/wire/trigger-registration-result.schema.json by make generate
"""TriggerRegistrationResult: trigger-registration-result.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.error_body import ErrorBody


class TriggerRegistrationResultParked(TypedDict):
    """svc extension, engine to worker, without `error`: the binding was kept but parked,
    because no module or worker provides its type (yet); it is delivered when a provider
    registers the type. Reference engines send nothing then, and peers that do not know
    the field read a result without `error` as no failure.
    """

    reason: str
    """Why it is parked, e.g. `no module or worker provides trigger type "cron"`."""


class TriggerRegistrationResult(TypedDict):
    """The outcome of a trigger registration. Provider to engine: the provider's answer to
    a forwarded `registertrigger`. Engine to worker: sent when the registration failed,
    and (an svc extension) when it was parked.
    """

    type: Literal["triggerregistrationresult"]
    """Message tag."""
    id: str
    """Trigger id the result is about."""
    trigger_type: str
    """Trigger type id."""
    function_id: str
    """Function the trigger targets; empty when the provider does not know it."""
    error: NotRequired[ErrorBody]
    """Present when the registration failed (`trigger_registration_failed`,
    `trigger_type_not_found`).
    """
    parked: NotRequired[TriggerRegistrationResultParked]
    """svc extension, engine to worker, without `error`: the binding was kept but parked,
    because no module or worker provides its type (yet); it is delivered when a provider
    registers the type. Reference engines send nothing then, and peers that do not know
    the field read a result without `error` as no failure.
    """
