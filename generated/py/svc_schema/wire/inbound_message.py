# DO NOT EDIT — generated from schema/wire/inbound-message.schema.json by make generate
"""InboundMessage: inbound-message.schema.json."""

from typing import TypeAlias

from svc_schema.wire.invocation_result import InvocationResult
from svc_schema.wire.invoke_function import InvokeFunction
from svc_schema.wire.ping import Ping
from svc_schema.wire.pong import Pong
from svc_schema.wire.reattach import Reattach
from svc_schema.wire.register_function import RegisterFunction
from svc_schema.wire.register_service import RegisterService
from svc_schema.wire.register_trigger import RegisterTrigger
from svc_schema.wire.register_trigger_type import RegisterTriggerType
from svc_schema.wire.trigger_registration_result import TriggerRegistrationResult
from svc_schema.wire.unregister_function import UnregisterFunction
from svc_schema.wire.unregister_trigger import UnregisterTrigger
from svc_schema.wire.unregister_trigger_type import UnregisterTriggerType

InboundMessage: TypeAlias = (
    RegisterFunction
    | UnregisterFunction
    | RegisterTrigger
    | UnregisterTrigger
    | TriggerRegistrationResult
    | RegisterTriggerType
    | UnregisterTriggerType
    | RegisterService
    | InvokeFunction
    | InvocationResult
    | Reattach
    | Ping
    | Pong
)
"""Any frame a worker may send the engine on the worker socket, told apart by `type`. The
engine drops a frame with an unknown `type` and ignores unknown fields.
"""
