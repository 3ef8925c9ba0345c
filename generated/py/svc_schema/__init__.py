# DO NOT EDIT — generated from schema/ by make generate
"""Types of every svc wire message, trigger config, handler contract, manifest and config file."""

from .common.baggage import Baggage as Baggage
from .common.channel_ref import ChannelRef as ChannelRef
from .common.error_body import ErrorBody as ErrorBody
from .common.function_id import FunctionId as FunctionId
from .common.json_value import JsonValue as JsonValue
from .common.traceparent import Traceparent as Traceparent
from .common.trigger_action import EnqueueAction as EnqueueAction
from .common.trigger_action import TriggerAction as TriggerAction
from .common.trigger_action import VoidAction as VoidAction
from .config.auth import AuthConfig as AuthConfig
from .config.auth_token import AuthToken as AuthToken
from .config.builtin_worker_entry import BuiltinWorkerEntry as BuiltinWorkerEntry
from .config.builtin_worker_entry import SvcBridgeEntry as SvcBridgeEntry
from .config.builtin_worker_entry import SvcChannelsEntry as SvcChannelsEntry
from .config.builtin_worker_entry import SvcCronEntry as SvcCronEntry
from .config.builtin_worker_entry import SvcEventsEntry as SvcEventsEntry
from .config.builtin_worker_entry import SvcHttpEntry as SvcHttpEntry
from .config.builtin_worker_entry import SvcHttpFunctionsEntry as SvcHttpFunctionsEntry
from .config.builtin_worker_entry import SvcObservabilityEntry as SvcObservabilityEntry
from .config.builtin_worker_entry import SvcQueueEntry as SvcQueueEntry
from .config.builtin_worker_entry import SvcStateEntry as SvcStateEntry
from .config.builtin_worker_entry import SvcStreamEntry as SvcStreamEntry
from .config.cluster import ClusterConfig as ClusterConfig
from .config.engine_config import EngineConfig as EngineConfig
from .config.module_entry import ModuleEntry as ModuleEntry
from .config.module_entry import SvcCronModule as SvcCronModule
from .config.module_entry import SvcEventsModule as SvcEventsModule
from .config.module_entry import SvcHttpModule as SvcHttpModule
from .config.module_entry import SvcObservabilityModule as SvcObservabilityModule
from .config.module_entry import SvcQueueModule as SvcQueueModule
from .config.module_entry import SvcStateModule as SvcStateModule
from .config.module_entry import SvcStreamModule as SvcStreamModule
from .config.path_worker_entry import PathWorkerEntry as PathWorkerEntry
from .config.worker_entry import WorkerEntry as WorkerEntry
from .config.workers.store_adapter import StoreAdapter as StoreAdapter
from .config.workers.store_adapter import StoreAdapterConfig as StoreAdapterConfig
from .config.workers.svc_bridge import SvcBridgeConfig as SvcBridgeConfig
from .config.workers.svc_bridge import SvcBridgeConfigRbac as SvcBridgeConfigRbac
from .config.workers.svc_channels import SvcChannelsConfig as SvcChannelsConfig
from .config.workers.svc_cron import SvcCronConfig as SvcCronConfig
from .config.workers.svc_cron import SvcCronConfigAdapter as SvcCronConfigAdapter
from .config.workers.svc_events import SvcEventsConfig as SvcEventsConfig
from .config.workers.svc_events import SvcEventsConfigAdapter as SvcEventsConfigAdapter
from .config.workers.svc_http import SvcHttpConfig as SvcHttpConfig
from .config.workers.svc_http import SvcHttpConfigCors1 as SvcHttpConfigCors1
from .config.workers.svc_http_functions import SvcHttpFunctionsConfig as SvcHttpFunctionsConfig
from .config.workers.svc_observability import SvcObservabilityConfig as SvcObservabilityConfig
from .config.workers.svc_queue import SvcQueueConfig as SvcQueueConfig
from .config.workers.svc_queue import SvcQueueConfigQueuesValue as SvcQueueConfigQueuesValue
from .config.workers.svc_state import SvcStateConfig as SvcStateConfig
from .config.workers.svc_stream import SvcStreamConfig as SvcStreamConfig
from .config.workers.tls import TlsConfig as TlsConfig
from .contracts.channels.create_input import ChannelsCreateInput as ChannelsCreateInput
from .contracts.channels.create_output import ChannelsCreateOutput as ChannelsCreateOutput
from .contracts.cluster.live_window import ClusterInvocationWindow as ClusterInvocationWindow
from .contracts.cluster.live_window import ClusterLiveWindow as ClusterLiveWindow
from .contracts.cluster.member import ClusterHttpTrigger as ClusterHttpTrigger
from .contracts.cluster.member import ClusterMember as ClusterMember
from .contracts.cluster.member import ClusterServedFunction as ClusterServedFunction
from .contracts.cluster.state_changes import ClusterStateChanges as ClusterStateChanges
from .contracts.console.connectivity import ConsoleConnectivity as ConsoleConnectivity
from .contracts.console.connectivity import ConsoleProbe as ConsoleProbe
from .contracts.console.cron_trigger_input import ConsoleCronTriggerInput as ConsoleCronTriggerInput
from .contracts.console.emit_input import ConsoleEmitInput as ConsoleEmitInput
from .contracts.console.engine_info import ConsoleEngineInfo as ConsoleEngineInfo
from .contracts.console.engine_info import ConsoleModuleInfo as ConsoleModuleInfo
from .contracts.console.error import ConsoleError as ConsoleError
from .contracts.console.error import ConsoleErrorBody as ConsoleErrorBody
from .contracts.console.flow_config import ConsoleFlowConfig as ConsoleFlowConfig
from .contracts.console.flow_config import ConsoleFlowPosition as ConsoleFlowPosition
from .contracts.console.flow_config import ConsoleFlowView as ConsoleFlowView
from .contracts.console.invoke_input import ConsoleInvokeInput as ConsoleInvokeInput
from .contracts.console.login_input import ConsoleLoginInput as ConsoleLoginInput
from .contracts.console.page_input import ConsolePageInput as ConsolePageInput
from .contracts.console.server_config import ConsoleServerConfig as ConsoleServerConfig
from .contracts.console.server_config import ConsoleServerOtel as ConsoleServerOtel
from .contracts.console.state_item_input import ConsoleStateItemInput as ConsoleStateItemInput
from .contracts.console.state_items_input import ConsoleStateItemsInput as ConsoleStateItemsInput
from .contracts.cron.stats_input import CronStatsInput as CronStatsInput
from .contracts.cron.stats_output import CronStatsOutput as CronStatsOutput
from .contracts.cron.stats_output import CronStatsOutputLatenessMs as CronStatsOutputLatenessMs
from .contracts.cron.trigger_now_input import CronTriggerNowInput as CronTriggerNowInput
from .contracts.cron.trigger_now_output import CronTriggerNowOutput as CronTriggerNowOutput
from .contracts.cron_event import CronEvent as CronEvent
from .contracts.engine.function_detail import EngineFunctionDetail as EngineFunctionDetail
from .contracts.engine.function_detail import EngineFunctionTrigger as EngineFunctionTrigger
from .contracts.engine.function_summary import EngineFunctionSummary as EngineFunctionSummary
from .contracts.engine.functions_available_event import EngineFunctionsAvailableEvent as EngineFunctionsAvailableEvent
from .contracts.engine.functions_info_input import EngineFunctionsInfoInput as EngineFunctionsInfoInput
from .contracts.engine.functions_info_output import EngineFunctionMissing as EngineFunctionMissing
from .contracts.engine.functions_info_output import EngineFunctionsInfoBatch as EngineFunctionsInfoBatch
from .contracts.engine.functions_info_output import EngineFunctionsInfoOutput as EngineFunctionsInfoOutput
from .contracts.engine.functions_list_input import EngineFunctionsListInput as EngineFunctionsListInput
from .contracts.engine.functions_list_output import EngineFunctionsListOutput as EngineFunctionsListOutput
from .contracts.engine.register_trigger_input import EngineRegisterTriggerInput as EngineRegisterTriggerInput
from .contracts.engine.register_trigger_output import EngineRegisterTriggerOutput as EngineRegisterTriggerOutput
from .contracts.engine.registered_trigger_summary import (
    EngineRegisteredTriggerSummary as EngineRegisteredTriggerSummary,
)
from .contracts.engine.registered_triggers_info_input import (
    EngineRegisteredTriggersInfoInput as EngineRegisteredTriggersInfoInput,
)
from .contracts.engine.registered_triggers_info_output import (
    EngineRegisteredTriggersInfoOutput as EngineRegisteredTriggersInfoOutput,
)
from .contracts.engine.registered_triggers_list_input import (
    EngineRegisteredTriggersListInput as EngineRegisteredTriggersListInput,
)
from .contracts.engine.registered_triggers_list_output import (
    EngineRegisteredTriggersListOutput as EngineRegisteredTriggersListOutput,
)
from .contracts.engine.trigger_type_summary import EngineTriggerTypeSummary as EngineTriggerTypeSummary
from .contracts.engine.triggers_info_input import EngineTriggersInfoInput as EngineTriggersInfoInput
from .contracts.engine.triggers_info_output import EngineTriggersInfoOutput as EngineTriggersInfoOutput
from .contracts.engine.triggers_list_input import EngineTriggersListInput as EngineTriggersListInput
from .contracts.engine.triggers_list_output import EngineTriggersListOutput as EngineTriggersListOutput
from .contracts.engine.unregister_trigger_input import EngineUnregisterTriggerInput as EngineUnregisterTriggerInput
from .contracts.engine.unregister_trigger_output import EngineUnregisterTriggerOutput as EngineUnregisterTriggerOutput
from .contracts.engine.worker_detail import EngineWorkerDetail as EngineWorkerDetail
from .contracts.engine.worker_summary import EngineWorkerSummary as EngineWorkerSummary
from .contracts.engine.workers_available_event import EngineWorkersAvailableEvent as EngineWorkersAvailableEvent
from .contracts.engine.workers_info_input import EngineWorkersInfoInput as EngineWorkersInfoInput
from .contracts.engine.workers_info_output import EngineWorkersInfoOutput as EngineWorkersInfoOutput
from .contracts.engine.workers_info_output import EngineWorkerTriggerType as EngineWorkerTriggerType
from .contracts.engine.workers_list_input import EngineWorkersListInput as EngineWorkersListInput
from .contracts.engine.workers_list_output import EngineWorkersListOutput as EngineWorkersListOutput
from .contracts.engine.workers_register_input import EngineWorkersRegisterInput as EngineWorkersRegisterInput
from .contracts.engine.workers_register_output import EngineWorkersRegisterOutput as EngineWorkersRegisterOutput
from .contracts.event_payload import EventPayload as EventPayload
from .contracts.events.publish_input import EventsPublishInput as EventsPublishInput
from .contracts.events.publish_output import EventsPublishOutput as EventsPublishOutput
from .contracts.events.stats_input import EventsStatsInput as EventsStatsInput
from .contracts.events.stats_output import EventsStatsOutput as EventsStatsOutput
from .contracts.health_report import HealthReport as HealthReport
from .contracts.http_auth_request import HttpAuthRequest as HttpAuthRequest
from .contracts.http_auth_result import HttpAuthResult as HttpAuthResult
from .contracts.http_error import HttpError as HttpError
from .contracts.http_error import HttpErrorDetail as HttpErrorDetail
from .contracts.http_middleware_request import HttpMiddlewareRequest as HttpMiddlewareRequest
from .contracts.http_middleware_request import HttpMiddlewareRequestInfo as HttpMiddlewareRequestInfo
from .contracts.http_middleware_result import HttpMiddlewareResult as HttpMiddlewareResult
from .contracts.http_request import HttpRequest as HttpRequest
from .contracts.http_request import HttpRequestTrigger as HttpRequestTrigger
from .contracts.http_response import HttpResponse as HttpResponse
from .contracts.observability.clear_input import ObservabilityClearInput as ObservabilityClearInput
from .contracts.observability.clear_output import ObservabilityClearOutput as ObservabilityClearOutput
from .contracts.observability.logs_list_input import ObservabilityLogsListInput as ObservabilityLogsListInput
from .contracts.observability.logs_list_output import ObservabilityLogsListOutput as ObservabilityLogsListOutput
from .contracts.observability.metrics_list_input import ObservabilityMetricsListInput as ObservabilityMetricsListInput
from .contracts.observability.metrics_list_output import (
    ObservabilityMetricsListOutput as ObservabilityMetricsListOutput,
)
from .contracts.observability.metrics_list_output import (
    ObservabilityMetricsListOutputEngineMetrics as ObservabilityMetricsListOutputEngineMetrics,
)
from .contracts.observability.metrics_list_output import (
    ObservabilityMetricsListOutputEngineMetricsInvocations as ObservabilityMetricsListOutputEngineMetricsInvocations,
)
from .contracts.observability.metrics_list_output import (
    ObservabilityMetricsListOutputEngineMetricsPerformance as ObservabilityMetricsListOutputEngineMetricsPerformance,
)
from .contracts.observability.metrics_list_output import (
    ObservabilityMetricsListOutputEngineMetricsWorkers as ObservabilityMetricsListOutputEngineMetricsWorkers,
)
from .contracts.observability.stored_log import ObservabilityStoredLog as ObservabilityStoredLog
from .contracts.observability.stored_span import ObservabilityStoredSpan as ObservabilityStoredSpan
from .contracts.observability.stored_span import ObservabilityStoredSpanEventsItem as ObservabilityStoredSpanEventsItem
from .contracts.observability.stored_span import ObservabilityStoredSpanLinksItem as ObservabilityStoredSpanLinksItem
from .contracts.observability.trace_event import ObservabilityTraceEvent as ObservabilityTraceEvent
from .contracts.observability.traces_flow_input import ObservabilityTracesFlowInput as ObservabilityTracesFlowInput
from .contracts.observability.traces_flow_output import ObservabilityFlowEdge as ObservabilityFlowEdge
from .contracts.observability.traces_flow_output import ObservabilityTracesFlowOutput as ObservabilityTracesFlowOutput
from .contracts.observability.traces_group_by_input import (
    ObservabilityTracesGroupByInput as ObservabilityTracesGroupByInput,
)
from .contracts.observability.traces_group_by_output import (
    ObservabilityTracesGroupByOutput as ObservabilityTracesGroupByOutput,
)
from .contracts.observability.traces_group_by_output import (
    ObservabilityTracesGroupByOutputGroupsItem as ObservabilityTracesGroupByOutputGroupsItem,
)
from .contracts.observability.traces_list_input import ObservabilityTracesListInput as ObservabilityTracesListInput
from .contracts.observability.traces_list_output import ObservabilityTracesListOutput as ObservabilityTracesListOutput
from .contracts.observability.traces_tree_input import ObservabilityTracesTreeInput as ObservabilityTracesTreeInput
from .contracts.observability.traces_tree_output import ObservabilityTracesTreeOutput as ObservabilityTracesTreeOutput
from .contracts.observability.traces_tree_output import (
    ObservabilityTracesTreeOutputRootsItem as ObservabilityTracesTreeOutputRootsItem,
)
from .contracts.queue.dlq_messages_input import QueueDlqMessagesInput as QueueDlqMessagesInput
from .contracts.queue.dlq_messages_output import QueueDlqMessage as QueueDlqMessage
from .contracts.queue.dlq_messages_output import QueueDlqMessagesOutput as QueueDlqMessagesOutput
from .contracts.queue.dlq_topics_output import QueueDlqTopic as QueueDlqTopic
from .contracts.queue.dlq_topics_output import QueueDlqTopicsOutput as QueueDlqTopicsOutput
from .contracts.queue.enqueue_input import QueueEnqueueInput as QueueEnqueueInput
from .contracts.queue.enqueue_output import QueueEnqueueOutput as QueueEnqueueOutput
from .contracts.queue.list_topics_output import QueueListTopicsOutput as QueueListTopicsOutput
from .contracts.queue.list_topics_output import QueueTopicSummary as QueueTopicSummary
from .contracts.queue.message_input import QueueMessageInput as QueueMessageInput
from .contracts.queue.message_output import QueueMessageOutput as QueueMessageOutput
from .contracts.queue.publish_input import QueuePublishInput as QueuePublishInput
from .contracts.queue.redrive_input import QueueRedriveInput as QueueRedriveInput
from .contracts.queue.redrive_output import QueueRedriveOutput as QueueRedriveOutput
from .contracts.queue.topic_input import QueueTopicInput as QueueTopicInput
from .contracts.queue.topic_stats_output import QueueTopicStatsOutput as QueueTopicStatsOutput
from .contracts.state.compare_and_set_input import StateCompareAndSetInput as StateCompareAndSetInput
from .contracts.state.compare_and_set_output import StateCompareAndSetOutput as StateCompareAndSetOutput
from .contracts.state.delete_input import StateDeleteInput as StateDeleteInput
from .contracts.state.delete_output import StateDeleteOutput as StateDeleteOutput
from .contracts.state.get_input import StateGetInput as StateGetInput
from .contracts.state.get_output import StateGetOutput as StateGetOutput
from .contracts.state.list_groups_input import StateListGroupsInput as StateListGroupsInput
from .contracts.state.list_groups_output import StateListGroupsOutput as StateListGroupsOutput
from .contracts.state.list_input import StateListInput as StateListInput
from .contracts.state.list_keys_input import StateListKeysInput as StateListKeysInput
from .contracts.state.list_keys_output import StateKeyValue as StateKeyValue
from .contracts.state.list_keys_output import StateListKeysOutput as StateListKeysOutput
from .contracts.state.list_output import StateListOutput as StateListOutput
from .contracts.state.set_input import StateSetInput as StateSetInput
from .contracts.state.set_output import StateSetOutput as StateSetOutput
from .contracts.state.update_input import StateUpdateInput as StateUpdateInput
from .contracts.state.update_op import StateAppendOp as StateAppendOp
from .contracts.state.update_op import StateDecrementOp as StateDecrementOp
from .contracts.state.update_op import StateIncrementOp as StateIncrementOp
from .contracts.state.update_op import StateMergeOp as StateMergeOp
from .contracts.state.update_op import StateRemoveOp as StateRemoveOp
from .contracts.state.update_op import StateSetOp as StateSetOp
from .contracts.state.update_op import StateUpdateOp as StateUpdateOp
from .contracts.state.update_output import StateUpdateOpError as StateUpdateOpError
from .contracts.state.update_output import StateUpdateOutput as StateUpdateOutput
from .contracts.state_event import StateEvent as StateEvent
from .contracts.stream.auth_input import StreamAuthInput as StreamAuthInput
from .contracts.stream.auth_output import StreamAuthOutput as StreamAuthOutput
from .contracts.stream.delete_input import StreamDeleteInput as StreamDeleteInput
from .contracts.stream.delete_output import StreamDeleteOutput as StreamDeleteOutput
from .contracts.stream.get_input import StreamGetInput as StreamGetInput
from .contracts.stream.join_event import StreamJoinEvent as StreamJoinEvent
from .contracts.stream.join_result import StreamJoinResult as StreamJoinResult
from .contracts.stream.list_all_input import StreamListAllInput as StreamListAllInput
from .contracts.stream.list_all_output import StreamListAllOutput as StreamListAllOutput
from .contracts.stream.list_all_output import StreamSummary as StreamSummary
from .contracts.stream.list_groups_input import StreamListGroupsInput as StreamListGroupsInput
from .contracts.stream.list_groups_output import StreamListGroupsOutput as StreamListGroupsOutput
from .contracts.stream.list_input import StreamListInput as StreamListInput
from .contracts.stream.list_items_input import StreamListItemsInput as StreamListItemsInput
from .contracts.stream.list_items_output import StreamItemWithId as StreamItemWithId
from .contracts.stream.list_items_output import StreamListItemsOutput as StreamListItemsOutput
from .contracts.stream.send_input import StreamSendInput as StreamSendInput
from .contracts.stream.set_input import StreamSetInput as StreamSetInput
from .contracts.stream.set_output import StreamSetOutput as StreamSetOutput
from .contracts.stream.update_input import StreamUpdateInput as StreamUpdateInput
from .contracts.stream_event import StreamEvent as StreamEvent
from .contracts.stream_event import StreamEventEvent as StreamEventEvent
from .contracts.worker_metadata import WorkerMetadata as WorkerMetadata
from .contracts.worker_metadata import WorkerMetadataTelemetry as WorkerMetadataTelemetry
from .manifest.worker_manifest import WorkerManifest as WorkerManifest
from .manifest.worker_manifest import WorkerManifestRuntime as WorkerManifestRuntime
from .manifest.worker_manifest import WorkerManifestScripts as WorkerManifestScripts
from .manifest.worker_status import WorkerStatus as WorkerStatus
from .manifest.worker_status import WorkerStatusReplicasItem as WorkerStatusReplicasItem
from .sdk.register_function_options import RegisterFunctionOptions as RegisterFunctionOptions
from .sdk.trigger_input import TriggerInput as TriggerInput
from .sdk.trigger_instance import TriggerInstance as TriggerInstance
from .sdk.trigger_request import TriggerRequest as TriggerRequest
from .sdk.trigger_type_definition import TriggerTypeDefinition as TriggerTypeDefinition
from .stream_wire.client_message import StreamClientMessage as StreamClientMessage
from .stream_wire.client_message import StreamSubscription as StreamSubscription
from .stream_wire.error_frame import StreamError as StreamError
from .stream_wire.error_frame import StreamErrorFrame as StreamErrorFrame
from .stream_wire.live_invocations import LiveInvocationPoint as LiveInvocationPoint
from .stream_wire.live_invocations import LiveInvocationStats as LiveInvocationStats
from .stream_wire.live_invocations import LiveLatency as LiveLatency
from .stream_wire.live_queues import LiveQueueStats as LiveQueueStats
from .stream_wire.live_queues import LiveQueueTopic as LiveQueueTopic
from .stream_wire.live_registry import LiveFunctionDelta as LiveFunctionDelta
from .stream_wire.live_registry import LiveRegistryChanges as LiveRegistryChanges
from .stream_wire.live_registry import LiveTriggerDelta as LiveTriggerDelta
from .stream_wire.live_registry import LiveWorkerDelta as LiveWorkerDelta
from .stream_wire.live_states import LiveStateChange as LiveStateChange
from .stream_wire.live_states import LiveStateChanges as LiveStateChanges
from .stream_wire.live_streams import LiveStreamStats as LiveStreamStats
from .triggers.cron import CronTriggerConfig as CronTriggerConfig
from .triggers.event import EventTriggerConfig as EventTriggerConfig
from .triggers.http import HttpTriggerConfig as HttpTriggerConfig
from .triggers.log import LogTriggerConfig as LogTriggerConfig
from .triggers.queue import QueueTriggerConfig as QueueTriggerConfig
from .triggers.queue import QueueTriggerConfigQueueConfig as QueueTriggerConfigQueueConfig
from .triggers.state import StateTriggerConfig as StateTriggerConfig
from .triggers.stream import StreamTriggerConfig as StreamTriggerConfig
from .triggers.stream_join import StreamJoinTriggerConfig as StreamJoinTriggerConfig
from .triggers.trace import TraceTriggerConfig as TraceTriggerConfig
from .wire.cancel_invocation import CancelInvocation as CancelInvocation
from .wire.error_frame import ErrorFrame as ErrorFrame
from .wire.inbound_message import InboundMessage as InboundMessage
from .wire.invocation_result import InvocationResult as InvocationResult
from .wire.invoke_function import InvokeFunction as InvokeFunction
from .wire.outbound_message import OutboundMessage as OutboundMessage
from .wire.ping import Ping as Ping
from .wire.pong import Pong as Pong
from .wire.reattach import Reattach as Reattach
from .wire.register_function import RegisterFunction as RegisterFunction
from .wire.register_function import RegisterFunctionInvocation as RegisterFunctionInvocation
from .wire.register_service import RegisterService as RegisterService
from .wire.register_trigger import RegisterTrigger as RegisterTrigger
from .wire.register_trigger_type import RegisterTriggerType as RegisterTriggerType
from .wire.registration_rejected import RegistrationRejected as RegistrationRejected
from .wire.trigger_registration_result import TriggerRegistrationResult as TriggerRegistrationResult
from .wire.trigger_registration_result import TriggerRegistrationResultParked as TriggerRegistrationResultParked
from .wire.unregister_function import UnregisterFunction as UnregisterFunction
from .wire.unregister_trigger import UnregisterTrigger as UnregisterTrigger
from .wire.unregister_trigger_type import UnregisterTriggerType as UnregisterTriggerType
from .wire.worker_registered import WorkerRegistered as WorkerRegistered
