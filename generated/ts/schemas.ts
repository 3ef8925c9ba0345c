/* DO NOT EDIT — generated from schema/ by make generate */
import { schema as s0 } from './schemas/common/baggage.js';
import { schema as s1 } from './schemas/common/channel-ref.js';
import { schema as s2 } from './schemas/common/error-body.js';
import { schema as s3 } from './schemas/common/function-id.js';
import { schema as s4 } from './schemas/common/json-value.js';
import { schema as s5 } from './schemas/common/traceparent.js';
import { schema as s6 } from './schemas/common/trigger-action.js';
import { schema as s7 } from './schemas/config/auth-token.js';
import { schema as s8 } from './schemas/config/auth.js';
import { schema as s9 } from './schemas/config/builtin-worker-entry.js';
import { schema as s10 } from './schemas/config/cluster.js';
import { schema as s11 } from './schemas/config/engine-config.js';
import { schema as s12 } from './schemas/config/module-entry.js';
import { schema as s13 } from './schemas/config/path-worker-entry.js';
import { schema as s14 } from './schemas/config/worker-entry.js';
import { schema as s15 } from './schemas/config/workers/store-adapter.js';
import { schema as s16 } from './schemas/config/workers/svc-bridge.js';
import { schema as s17 } from './schemas/config/workers/svc-channels.js';
import { schema as s18 } from './schemas/config/workers/svc-cron.js';
import { schema as s19 } from './schemas/config/workers/svc-events.js';
import { schema as s20 } from './schemas/config/workers/svc-http-functions.js';
import { schema as s21 } from './schemas/config/workers/svc-http.js';
import { schema as s22 } from './schemas/config/workers/svc-observability.js';
import { schema as s23 } from './schemas/config/workers/svc-queue.js';
import { schema as s24 } from './schemas/config/workers/svc-state.js';
import { schema as s25 } from './schemas/config/workers/svc-stream.js';
import { schema as s26 } from './schemas/config/workers/tls.js';
import { schema as s27 } from './schemas/contracts/channels/create-input.js';
import { schema as s28 } from './schemas/contracts/channels/create-output.js';
import { schema as s29 } from './schemas/contracts/cluster/live-window.js';
import { schema as s30 } from './schemas/contracts/cluster/member.js';
import { schema as s31 } from './schemas/contracts/cluster/state-changes.js';
import { schema as s32 } from './schemas/contracts/console/connectivity.js';
import { schema as s33 } from './schemas/contracts/console/cron-trigger-input.js';
import { schema as s34 } from './schemas/contracts/console/emit-input.js';
import { schema as s35 } from './schemas/contracts/console/engine-info.js';
import { schema as s36 } from './schemas/contracts/console/error.js';
import { schema as s37 } from './schemas/contracts/console/flow-config.js';
import { schema as s38 } from './schemas/contracts/console/invoke-input.js';
import { schema as s39 } from './schemas/contracts/console/login-input.js';
import { schema as s40 } from './schemas/contracts/console/page-input.js';
import { schema as s41 } from './schemas/contracts/console/server-config.js';
import { schema as s42 } from './schemas/contracts/console/state-item-input.js';
import { schema as s43 } from './schemas/contracts/console/state-items-input.js';
import { schema as s44 } from './schemas/contracts/cron-event.js';
import { schema as s45 } from './schemas/contracts/cron/stats-input.js';
import { schema as s46 } from './schemas/contracts/cron/stats-output.js';
import { schema as s47 } from './schemas/contracts/cron/trigger-now-input.js';
import { schema as s48 } from './schemas/contracts/cron/trigger-now-output.js';
import { schema as s49 } from './schemas/contracts/engine/function-detail.js';
import { schema as s50 } from './schemas/contracts/engine/function-summary.js';
import { schema as s51 } from './schemas/contracts/engine/functions-available-event.js';
import { schema as s52 } from './schemas/contracts/engine/functions-info-input.js';
import { schema as s53 } from './schemas/contracts/engine/functions-info-output.js';
import { schema as s54 } from './schemas/contracts/engine/functions-list-input.js';
import { schema as s55 } from './schemas/contracts/engine/functions-list-output.js';
import { schema as s56 } from './schemas/contracts/engine/register-trigger-input.js';
import { schema as s57 } from './schemas/contracts/engine/register-trigger-output.js';
import { schema as s58 } from './schemas/contracts/engine/registered-trigger-summary.js';
import { schema as s59 } from './schemas/contracts/engine/registered-triggers-info-input.js';
import { schema as s60 } from './schemas/contracts/engine/registered-triggers-info-output.js';
import { schema as s61 } from './schemas/contracts/engine/registered-triggers-list-input.js';
import { schema as s62 } from './schemas/contracts/engine/registered-triggers-list-output.js';
import { schema as s63 } from './schemas/contracts/engine/trigger-type-summary.js';
import { schema as s64 } from './schemas/contracts/engine/triggers-info-input.js';
import { schema as s65 } from './schemas/contracts/engine/triggers-info-output.js';
import { schema as s66 } from './schemas/contracts/engine/triggers-list-input.js';
import { schema as s67 } from './schemas/contracts/engine/triggers-list-output.js';
import { schema as s68 } from './schemas/contracts/engine/unregister-trigger-input.js';
import { schema as s69 } from './schemas/contracts/engine/unregister-trigger-output.js';
import { schema as s70 } from './schemas/contracts/engine/worker-detail.js';
import { schema as s71 } from './schemas/contracts/engine/worker-summary.js';
import { schema as s72 } from './schemas/contracts/engine/workers-available-event.js';
import { schema as s73 } from './schemas/contracts/engine/workers-info-input.js';
import { schema as s74 } from './schemas/contracts/engine/workers-info-output.js';
import { schema as s75 } from './schemas/contracts/engine/workers-list-input.js';
import { schema as s76 } from './schemas/contracts/engine/workers-list-output.js';
import { schema as s77 } from './schemas/contracts/engine/workers-register-input.js';
import { schema as s78 } from './schemas/contracts/engine/workers-register-output.js';
import { schema as s79 } from './schemas/contracts/event-payload.js';
import { schema as s80 } from './schemas/contracts/events/publish-input.js';
import { schema as s81 } from './schemas/contracts/events/publish-output.js';
import { schema as s82 } from './schemas/contracts/events/stats-input.js';
import { schema as s83 } from './schemas/contracts/events/stats-output.js';
import { schema as s84 } from './schemas/contracts/health-report.js';
import { schema as s85 } from './schemas/contracts/http-auth-request.js';
import { schema as s86 } from './schemas/contracts/http-auth-result.js';
import { schema as s87 } from './schemas/contracts/http-error.js';
import { schema as s88 } from './schemas/contracts/http-middleware-request.js';
import { schema as s89 } from './schemas/contracts/http-middleware-result.js';
import { schema as s90 } from './schemas/contracts/http-request.js';
import { schema as s91 } from './schemas/contracts/http-response.js';
import { schema as s92 } from './schemas/contracts/observability/clear-input.js';
import { schema as s93 } from './schemas/contracts/observability/clear-output.js';
import { schema as s94 } from './schemas/contracts/observability/logs-list-input.js';
import { schema as s95 } from './schemas/contracts/observability/logs-list-output.js';
import { schema as s96 } from './schemas/contracts/observability/metrics-list-input.js';
import { schema as s97 } from './schemas/contracts/observability/metrics-list-output.js';
import { schema as s98 } from './schemas/contracts/observability/stored-log.js';
import { schema as s99 } from './schemas/contracts/observability/stored-span.js';
import { schema as s100 } from './schemas/contracts/observability/trace-event.js';
import { schema as s101 } from './schemas/contracts/observability/traces-flow-input.js';
import { schema as s102 } from './schemas/contracts/observability/traces-flow-output.js';
import { schema as s103 } from './schemas/contracts/observability/traces-group-by-input.js';
import { schema as s104 } from './schemas/contracts/observability/traces-group-by-output.js';
import { schema as s105 } from './schemas/contracts/observability/traces-list-input.js';
import { schema as s106 } from './schemas/contracts/observability/traces-list-output.js';
import { schema as s107 } from './schemas/contracts/observability/traces-tree-input.js';
import { schema as s108 } from './schemas/contracts/observability/traces-tree-output.js';
import { schema as s109 } from './schemas/contracts/queue/dlq-messages-input.js';
import { schema as s110 } from './schemas/contracts/queue/dlq-messages-output.js';
import { schema as s111 } from './schemas/contracts/queue/dlq-topics-output.js';
import { schema as s112 } from './schemas/contracts/queue/enqueue-input.js';
import { schema as s113 } from './schemas/contracts/queue/enqueue-output.js';
import { schema as s114 } from './schemas/contracts/queue/list-topics-output.js';
import { schema as s115 } from './schemas/contracts/queue/message-input.js';
import { schema as s116 } from './schemas/contracts/queue/message-output.js';
import { schema as s117 } from './schemas/contracts/queue/publish-input.js';
import { schema as s118 } from './schemas/contracts/queue/redrive-input.js';
import { schema as s119 } from './schemas/contracts/queue/redrive-output.js';
import { schema as s120 } from './schemas/contracts/queue/topic-input.js';
import { schema as s121 } from './schemas/contracts/queue/topic-stats-output.js';
import { schema as s122 } from './schemas/contracts/state-event.js';
import { schema as s123 } from './schemas/contracts/state/compare-and-set-input.js';
import { schema as s124 } from './schemas/contracts/state/compare-and-set-output.js';
import { schema as s125 } from './schemas/contracts/state/delete-input.js';
import { schema as s126 } from './schemas/contracts/state/delete-output.js';
import { schema as s127 } from './schemas/contracts/state/get-input.js';
import { schema as s128 } from './schemas/contracts/state/get-output.js';
import { schema as s129 } from './schemas/contracts/state/list-groups-input.js';
import { schema as s130 } from './schemas/contracts/state/list-groups-output.js';
import { schema as s131 } from './schemas/contracts/state/list-input.js';
import { schema as s132 } from './schemas/contracts/state/list-keys-input.js';
import { schema as s133 } from './schemas/contracts/state/list-keys-output.js';
import { schema as s134 } from './schemas/contracts/state/list-output.js';
import { schema as s135 } from './schemas/contracts/state/set-input.js';
import { schema as s136 } from './schemas/contracts/state/set-output.js';
import { schema as s137 } from './schemas/contracts/state/update-input.js';
import { schema as s138 } from './schemas/contracts/state/update-op.js';
import { schema as s139 } from './schemas/contracts/state/update-output.js';
import { schema as s140 } from './schemas/contracts/stream-event.js';
import { schema as s141 } from './schemas/contracts/stream/auth-input.js';
import { schema as s142 } from './schemas/contracts/stream/auth-output.js';
import { schema as s143 } from './schemas/contracts/stream/delete-input.js';
import { schema as s144 } from './schemas/contracts/stream/delete-output.js';
import { schema as s145 } from './schemas/contracts/stream/get-input.js';
import { schema as s146 } from './schemas/contracts/stream/join-event.js';
import { schema as s147 } from './schemas/contracts/stream/join-result.js';
import { schema as s148 } from './schemas/contracts/stream/list-all-input.js';
import { schema as s149 } from './schemas/contracts/stream/list-all-output.js';
import { schema as s150 } from './schemas/contracts/stream/list-groups-input.js';
import { schema as s151 } from './schemas/contracts/stream/list-groups-output.js';
import { schema as s152 } from './schemas/contracts/stream/list-input.js';
import { schema as s153 } from './schemas/contracts/stream/list-items-input.js';
import { schema as s154 } from './schemas/contracts/stream/list-items-output.js';
import { schema as s155 } from './schemas/contracts/stream/send-input.js';
import { schema as s156 } from './schemas/contracts/stream/set-input.js';
import { schema as s157 } from './schemas/contracts/stream/set-output.js';
import { schema as s158 } from './schemas/contracts/stream/update-input.js';
import { schema as s159 } from './schemas/contracts/worker-metadata.js';
import { schema as s160 } from './schemas/manifest/worker-manifest.js';
import { schema as s161 } from './schemas/manifest/worker-status.js';
import { schema as s162 } from './schemas/sdk/register-function-options.js';
import { schema as s163 } from './schemas/sdk/trigger-input.js';
import { schema as s164 } from './schemas/sdk/trigger-instance.js';
import { schema as s165 } from './schemas/sdk/trigger-request.js';
import { schema as s166 } from './schemas/sdk/trigger-type-definition.js';
import { schema as s167 } from './schemas/stream-wire/client-message.js';
import { schema as s168 } from './schemas/stream-wire/error-frame.js';
import { schema as s169 } from './schemas/stream-wire/live-invocations.js';
import { schema as s170 } from './schemas/stream-wire/live-queues.js';
import { schema as s171 } from './schemas/stream-wire/live-registry.js';
import { schema as s172 } from './schemas/stream-wire/live-states.js';
import { schema as s173 } from './schemas/stream-wire/live-streams.js';
import { schema as s174 } from './schemas/triggers/cron.js';
import { schema as s175 } from './schemas/triggers/event.js';
import { schema as s176 } from './schemas/triggers/http.js';
import { schema as s177 } from './schemas/triggers/log.js';
import { schema as s178 } from './schemas/triggers/queue.js';
import { schema as s179 } from './schemas/triggers/state.js';
import { schema as s180 } from './schemas/triggers/stream-join.js';
import { schema as s181 } from './schemas/triggers/stream.js';
import { schema as s182 } from './schemas/triggers/trace.js';
import { schema as s183 } from './schemas/wire/cancel-invocation.js';
import { schema as s184 } from './schemas/wire/error-frame.js';
import { schema as s185 } from './schemas/wire/inbound-message.js';
import { schema as s186 } from './schemas/wire/invocation-result.js';
import { schema as s187 } from './schemas/wire/invoke-function.js';
import { schema as s188 } from './schemas/wire/outbound-message.js';
import { schema as s189 } from './schemas/wire/ping.js';
import { schema as s190 } from './schemas/wire/pong.js';
import { schema as s191 } from './schemas/wire/reattach.js';
import { schema as s192 } from './schemas/wire/register-function.js';
import { schema as s193 } from './schemas/wire/register-service.js';
import { schema as s194 } from './schemas/wire/register-trigger-type.js';
import { schema as s195 } from './schemas/wire/register-trigger.js';
import { schema as s196 } from './schemas/wire/registration-rejected.js';
import { schema as s197 } from './schemas/wire/trigger-registration-result.js';
import { schema as s198 } from './schemas/wire/unregister-function.js';
import { schema as s199 } from './schemas/wire/unregister-trigger-type.js';
import { schema as s200 } from './schemas/wire/unregister-trigger.js';
import { schema as s201 } from './schemas/wire/worker-registered.js';

/** A JSON Schema document, as written in schema/. */
export type SchemaDocument = { readonly [keyword: string]: unknown };

/** Every schema of schema/, keyed by its `$id` (e.g. `wire/invoke-function.schema.json`). */
export const schemas: Readonly<Record<string, SchemaDocument>> = {
  'common/baggage.schema.json': s0,
  'common/channel-ref.schema.json': s1,
  'common/error-body.schema.json': s2,
  'common/function-id.schema.json': s3,
  'common/json-value.schema.json': s4,
  'common/traceparent.schema.json': s5,
  'common/trigger-action.schema.json': s6,
  'config/auth-token.schema.json': s7,
  'config/auth.schema.json': s8,
  'config/builtin-worker-entry.schema.json': s9,
  'config/cluster.schema.json': s10,
  'config/engine-config.schema.json': s11,
  'config/module-entry.schema.json': s12,
  'config/path-worker-entry.schema.json': s13,
  'config/worker-entry.schema.json': s14,
  'config/workers/store-adapter.schema.json': s15,
  'config/workers/svc-bridge.schema.json': s16,
  'config/workers/svc-channels.schema.json': s17,
  'config/workers/svc-cron.schema.json': s18,
  'config/workers/svc-events.schema.json': s19,
  'config/workers/svc-http-functions.schema.json': s20,
  'config/workers/svc-http.schema.json': s21,
  'config/workers/svc-observability.schema.json': s22,
  'config/workers/svc-queue.schema.json': s23,
  'config/workers/svc-state.schema.json': s24,
  'config/workers/svc-stream.schema.json': s25,
  'config/workers/tls.schema.json': s26,
  'contracts/channels/create-input.schema.json': s27,
  'contracts/channels/create-output.schema.json': s28,
  'contracts/cluster/live-window.schema.json': s29,
  'contracts/cluster/member.schema.json': s30,
  'contracts/cluster/state-changes.schema.json': s31,
  'contracts/console/connectivity.schema.json': s32,
  'contracts/console/cron-trigger-input.schema.json': s33,
  'contracts/console/emit-input.schema.json': s34,
  'contracts/console/engine-info.schema.json': s35,
  'contracts/console/error.schema.json': s36,
  'contracts/console/flow-config.schema.json': s37,
  'contracts/console/invoke-input.schema.json': s38,
  'contracts/console/login-input.schema.json': s39,
  'contracts/console/page-input.schema.json': s40,
  'contracts/console/server-config.schema.json': s41,
  'contracts/console/state-item-input.schema.json': s42,
  'contracts/console/state-items-input.schema.json': s43,
  'contracts/cron-event.schema.json': s44,
  'contracts/cron/stats-input.schema.json': s45,
  'contracts/cron/stats-output.schema.json': s46,
  'contracts/cron/trigger-now-input.schema.json': s47,
  'contracts/cron/trigger-now-output.schema.json': s48,
  'contracts/engine/function-detail.schema.json': s49,
  'contracts/engine/function-summary.schema.json': s50,
  'contracts/engine/functions-available-event.schema.json': s51,
  'contracts/engine/functions-info-input.schema.json': s52,
  'contracts/engine/functions-info-output.schema.json': s53,
  'contracts/engine/functions-list-input.schema.json': s54,
  'contracts/engine/functions-list-output.schema.json': s55,
  'contracts/engine/register-trigger-input.schema.json': s56,
  'contracts/engine/register-trigger-output.schema.json': s57,
  'contracts/engine/registered-trigger-summary.schema.json': s58,
  'contracts/engine/registered-triggers-info-input.schema.json': s59,
  'contracts/engine/registered-triggers-info-output.schema.json': s60,
  'contracts/engine/registered-triggers-list-input.schema.json': s61,
  'contracts/engine/registered-triggers-list-output.schema.json': s62,
  'contracts/engine/trigger-type-summary.schema.json': s63,
  'contracts/engine/triggers-info-input.schema.json': s64,
  'contracts/engine/triggers-info-output.schema.json': s65,
  'contracts/engine/triggers-list-input.schema.json': s66,
  'contracts/engine/triggers-list-output.schema.json': s67,
  'contracts/engine/unregister-trigger-input.schema.json': s68,
  'contracts/engine/unregister-trigger-output.schema.json': s69,
  'contracts/engine/worker-detail.schema.json': s70,
  'contracts/engine/worker-summary.schema.json': s71,
  'contracts/engine/workers-available-event.schema.json': s72,
  'contracts/engine/workers-info-input.schema.json': s73,
  'contracts/engine/workers-info-output.schema.json': s74,
  'contracts/engine/workers-list-input.schema.json': s75,
  'contracts/engine/workers-list-output.schema.json': s76,
  'contracts/engine/workers-register-input.schema.json': s77,
  'contracts/engine/workers-register-output.schema.json': s78,
  'contracts/event-payload.schema.json': s79,
  'contracts/events/publish-input.schema.json': s80,
  'contracts/events/publish-output.schema.json': s81,
  'contracts/events/stats-input.schema.json': s82,
  'contracts/events/stats-output.schema.json': s83,
  'contracts/health-report.schema.json': s84,
  'contracts/http-auth-request.schema.json': s85,
  'contracts/http-auth-result.schema.json': s86,
  'contracts/http-error.schema.json': s87,
  'contracts/http-middleware-request.schema.json': s88,
  'contracts/http-middleware-result.schema.json': s89,
  'contracts/http-request.schema.json': s90,
  'contracts/http-response.schema.json': s91,
  'contracts/observability/clear-input.schema.json': s92,
  'contracts/observability/clear-output.schema.json': s93,
  'contracts/observability/logs-list-input.schema.json': s94,
  'contracts/observability/logs-list-output.schema.json': s95,
  'contracts/observability/metrics-list-input.schema.json': s96,
  'contracts/observability/metrics-list-output.schema.json': s97,
  'contracts/observability/stored-log.schema.json': s98,
  'contracts/observability/stored-span.schema.json': s99,
  'contracts/observability/trace-event.schema.json': s100,
  'contracts/observability/traces-flow-input.schema.json': s101,
  'contracts/observability/traces-flow-output.schema.json': s102,
  'contracts/observability/traces-group-by-input.schema.json': s103,
  'contracts/observability/traces-group-by-output.schema.json': s104,
  'contracts/observability/traces-list-input.schema.json': s105,
  'contracts/observability/traces-list-output.schema.json': s106,
  'contracts/observability/traces-tree-input.schema.json': s107,
  'contracts/observability/traces-tree-output.schema.json': s108,
  'contracts/queue/dlq-messages-input.schema.json': s109,
  'contracts/queue/dlq-messages-output.schema.json': s110,
  'contracts/queue/dlq-topics-output.schema.json': s111,
  'contracts/queue/enqueue-input.schema.json': s112,
  'contracts/queue/enqueue-output.schema.json': s113,
  'contracts/queue/list-topics-output.schema.json': s114,
  'contracts/queue/message-input.schema.json': s115,
  'contracts/queue/message-output.schema.json': s116,
  'contracts/queue/publish-input.schema.json': s117,
  'contracts/queue/redrive-input.schema.json': s118,
  'contracts/queue/redrive-output.schema.json': s119,
  'contracts/queue/topic-input.schema.json': s120,
  'contracts/queue/topic-stats-output.schema.json': s121,
  'contracts/state-event.schema.json': s122,
  'contracts/state/compare-and-set-input.schema.json': s123,
  'contracts/state/compare-and-set-output.schema.json': s124,
  'contracts/state/delete-input.schema.json': s125,
  'contracts/state/delete-output.schema.json': s126,
  'contracts/state/get-input.schema.json': s127,
  'contracts/state/get-output.schema.json': s128,
  'contracts/state/list-groups-input.schema.json': s129,
  'contracts/state/list-groups-output.schema.json': s130,
  'contracts/state/list-input.schema.json': s131,
  'contracts/state/list-keys-input.schema.json': s132,
  'contracts/state/list-keys-output.schema.json': s133,
  'contracts/state/list-output.schema.json': s134,
  'contracts/state/set-input.schema.json': s135,
  'contracts/state/set-output.schema.json': s136,
  'contracts/state/update-input.schema.json': s137,
  'contracts/state/update-op.schema.json': s138,
  'contracts/state/update-output.schema.json': s139,
  'contracts/stream-event.schema.json': s140,
  'contracts/stream/auth-input.schema.json': s141,
  'contracts/stream/auth-output.schema.json': s142,
  'contracts/stream/delete-input.schema.json': s143,
  'contracts/stream/delete-output.schema.json': s144,
  'contracts/stream/get-input.schema.json': s145,
  'contracts/stream/join-event.schema.json': s146,
  'contracts/stream/join-result.schema.json': s147,
  'contracts/stream/list-all-input.schema.json': s148,
  'contracts/stream/list-all-output.schema.json': s149,
  'contracts/stream/list-groups-input.schema.json': s150,
  'contracts/stream/list-groups-output.schema.json': s151,
  'contracts/stream/list-input.schema.json': s152,
  'contracts/stream/list-items-input.schema.json': s153,
  'contracts/stream/list-items-output.schema.json': s154,
  'contracts/stream/send-input.schema.json': s155,
  'contracts/stream/set-input.schema.json': s156,
  'contracts/stream/set-output.schema.json': s157,
  'contracts/stream/update-input.schema.json': s158,
  'contracts/worker-metadata.schema.json': s159,
  'manifest/worker-manifest.schema.json': s160,
  'manifest/worker-status.schema.json': s161,
  'sdk/register-function-options.schema.json': s162,
  'sdk/trigger-input.schema.json': s163,
  'sdk/trigger-instance.schema.json': s164,
  'sdk/trigger-request.schema.json': s165,
  'sdk/trigger-type-definition.schema.json': s166,
  'stream-wire/client-message.schema.json': s167,
  'stream-wire/error-frame.schema.json': s168,
  'stream-wire/live-invocations.schema.json': s169,
  'stream-wire/live-queues.schema.json': s170,
  'stream-wire/live-registry.schema.json': s171,
  'stream-wire/live-states.schema.json': s172,
  'stream-wire/live-streams.schema.json': s173,
  'triggers/cron.schema.json': s174,
  'triggers/event.schema.json': s175,
  'triggers/http.schema.json': s176,
  'triggers/log.schema.json': s177,
  'triggers/queue.schema.json': s178,
  'triggers/state.schema.json': s179,
  'triggers/stream-join.schema.json': s180,
  'triggers/stream.schema.json': s181,
  'triggers/trace.schema.json': s182,
  'wire/cancel-invocation.schema.json': s183,
  'wire/error-frame.schema.json': s184,
  'wire/inbound-message.schema.json': s185,
  'wire/invocation-result.schema.json': s186,
  'wire/invoke-function.schema.json': s187,
  'wire/outbound-message.schema.json': s188,
  'wire/ping.schema.json': s189,
  'wire/pong.schema.json': s190,
  'wire/reattach.schema.json': s191,
  'wire/register-function.schema.json': s192,
  'wire/register-service.schema.json': s193,
  'wire/register-trigger-type.schema.json': s194,
  'wire/register-trigger.schema.json': s195,
  'wire/registration-rejected.schema.json': s196,
  'wire/trigger-registration-result.schema.json': s197,
  'wire/unregister-function.schema.json': s198,
  'wire/unregister-trigger-type.schema.json': s199,
  'wire/unregister-trigger.schema.json': s200,
  'wire/worker-registered.schema.json': s201,
};
