# DO NOT EDIT — generated from schema/wire/outbound-message.schema.json by make generate
"""OutboundMessage: outbound-message.schema.json."""

from typing import TypeAlias

from svc_schema.wire.cancel_invocation import CancelInvocation
from svc_schema.wire.error_frame import ErrorFrame
from svc_schema.wire.invocation_result import InvocationResult
from svc_schema.wire.invoke_function import InvokeFunction
from svc_schema.wire.ping import Ping
from svc_schema.wire.pong import Pong
from svc_schema.wire.register_trigger import RegisterTrigger
from svc_schema.wire.registration_rejected import RegistrationRejected
from svc_schema.wire.trigger_registration_result import TriggerRegistrationResult
from svc_schema.wire.unregister_trigger import UnregisterTrigger
from svc_schema.wire.worker_registered import WorkerRegistered

OutboundMessage: TypeAlias = (
    WorkerRegistered
    | RegisterTrigger
    | UnregisterTrigger
    | TriggerRegistrationResult
    | InvokeFunction
    | InvocationResult
    | RegistrationRejected
    | CancelInvocation
    | ErrorFrame
    | Ping
    | Pong
)
"""Any frame the engine may send a worker on the worker socket, told apart by `type`. A
worker ignores a frame with an unknown `type`.
"""
