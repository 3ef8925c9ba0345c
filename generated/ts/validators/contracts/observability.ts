/* DO NOT EDIT — generated from schema/contracts/observability/ by make generate */
export { validateObservabilityClearInput } from './observability/clear-input.js';
export { validateObservabilityClearOutput } from './observability/clear-output.js';
export { validateObservabilityLogsListInput } from './observability/logs-list-input.js';
export { validateObservabilityLogsListOutput } from './observability/logs-list-output.js';
export { validateObservabilityMetricsListInput } from './observability/metrics-list-input.js';
export { validateObservabilityMetricsListOutput } from './observability/metrics-list-output.js';
export { validateObservabilityStoredLog } from './observability/stored-log.js';
export { validateObservabilityStoredSpan } from './observability/stored-span.js';
export { validateObservabilityTraceEvent } from './observability/trace-event.js';
export { validateObservabilityTracesFlowInput } from './observability/traces-flow-input.js';
export { validateObservabilityTracesFlowOutput } from './observability/traces-flow-output.js';
export { validateObservabilityTracesGroupByInput } from './observability/traces-group-by-input.js';
export { validateObservabilityTracesGroupByOutput } from './observability/traces-group-by-output.js';
export { validateObservabilityTracesListInput } from './observability/traces-list-input.js';
export { validateObservabilityTracesListOutput } from './observability/traces-list-output.js';
export { validateObservabilityTracesTreeInput } from './observability/traces-tree-input.js';
export { validateObservabilityTracesTreeOutput } from './observability/traces-tree-output.js';
