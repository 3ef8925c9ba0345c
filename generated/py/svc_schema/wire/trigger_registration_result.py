# DO NOT EDIT — generated from schema/wire/trigger-registration-result.schema.json by make generate
"""TriggerRegistrationResult: trigger-registration-result.schema.json."""

from typing import Literal, NotRequired, TypedDict

from svc_schema.common.error_body import ErrorBody


class TriggerRegistrationResult(TypedDict):
    """The outcome of a trigger registration. Provider to engine: the provider's answer to
    a forwarded `registertrigger`. Engine to worker: sent only when the registration
    failed.
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
