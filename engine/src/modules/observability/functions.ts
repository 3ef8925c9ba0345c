/**
 * The query functions, with the reference's ids and shapes (contracts/observability/):
 * `engine::traces::list|tree|group_by|clear`, `engine::logs::list|clear`, `engine::metrics::list`.
 * The trace and log functions need the memory exporter (`exporter: memory|both`); without it they
 * fail with `memory_exporter_not_enabled`, as the reference's do.
 */
import type { JsonValue, ObservabilityMetricsListOutput, Validator } from '@svc/protocol';
import { EngineError } from '../../errors.js';
import { type Checked, Contracts } from '../contracts.js';
import type { ModuleHost } from '../host.js';
import { input } from '../state/functions.js';
import { flowEdges } from './flow.js';
import { groupTraces, listLogs, listTraces, traceTree } from './queries.js';
import type { Stores } from './stores.js';

/**
 * Registers the query functions on the module's link; `beforeRead` brings the stores up to date
 * (the invocation spans running now) before a query reads them.
 */
export function registerObservabilityFunctions(
  host: ModuleHost<unknown>,
  stores: Stores,
  beforeRead: () => void = () => {},
): void {
  const memory = (functionId: string) => {
    beforeRead();
    if (!stores.spans)
      throw new EngineError(
        'memory_exporter_not_enabled',
        `${functionId} needs svc-observability's memory store: set exporter to memory or both`,
      );
    return stores.spans;
  };
  const contracts = new Contracts(() => import('@svc/protocol/validators/contracts/observability'));
  type Validators = NonNullable<typeof contracts.loaded>;
  const fn = <K extends keyof Validators>(
    id: string,
    description: string,
    validate: K,
    run: (input: Checked<Validators[K]>) => unknown,
  ) =>
    host.registerFunction(
      id,
      contracts.handler(
        (validators, data) =>
          run(input(id, validators[validate] as Validator<Checked<Validators[K]>>, data)) as JsonValue,
      ),
      { description },
    );
  const storage = (kind: 'spans' | 'logs') => {
    beforeRead();
    return stores.storage(kind) as unknown as JsonValue;
  };

  fn(
    'engine::traces::list',
    'Spans by filters: root spans of traces, sorted and paginated.',
    'validateObservabilityTracesListInput',
    (i) => {
      stores.prune();
      return { ...listTraces(memory('engine::traces::list'), i, Date.now()), storage: storage('spans') };
    },
  );
  fn(
    'engine::traces::tree',
    "A trace's spans nested under their parents.",
    'validateObservabilityTracesTreeInput',
    (i) => {
      stores.prune();
      return { roots: traceTree(memory('engine::traces::tree'), i.trace_id), storage: storage('spans') };
    },
  );
  fn(
    'engine::traces::group_by',
    'Traces grouped by the value of one attribute.',
    'validateObservabilityTracesGroupByInput',
    (i) => {
      stores.prune();
      return { groups: groupTraces(memory('engine::traces::group_by'), i, Date.now()), storage: storage('spans') };
    },
  );
  fn(
    'engine::traces::flow',
    'What functions touched (state scopes, streams, queue and event topics), learned from the spans.',
    'validateObservabilityTracesFlowInput',
    (i) => {
      stores.prune();
      return { edges: flowEdges(memory('engine::traces::flow'), i), storage: storage('spans') };
    },
  );
  fn('engine::traces::clear', 'Removes every stored span.', 'validateObservabilityClearInput', () => ({
    success: true,
    cleared: memory('engine::traces::clear').clear(),
  }));
  fn(
    'engine::logs::list',
    'Log records by filters, newest first, paginated.',
    'validateObservabilityLogsListInput',
    (i) => {
      memory('engine::logs::list');
      stores.prune();
      return { ...listLogs(stores.logs.values(), i), timestamp: Date.now(), storage: storage('logs') };
    },
  );
  fn('engine::logs::clear', 'Removes every stored log record.', 'validateObservabilityClearInput', () => {
    memory('engine::logs::clear');
    return { success: true, cleared: stores.logs.clear() };
  });
  fn(
    'engine::metrics::list',
    'Engine invocation and worker metrics, and the SDK metrics as stored.',
    'validateObservabilityMetricsListInput',
    (i) => {
      stores.prune();
      const sdk = [...stores.metrics.values()].filter(
        (metric) =>
          (i.metric_name === undefined || metric.name === i.metric_name) &&
          (i.start_time === undefined || metric.timestamp_unix_nano / 1e6 >= i.start_time) &&
          (i.end_time === undefined || metric.timestamp_unix_nano / 1e6 <= i.end_time),
      );
      const output: ObservabilityMetricsListOutput = {
        engine_metrics: stores.engine.snapshot(host.counts().workers),
        sdk_metrics: sdk,
        timestamp: Date.now(),
      };
      return output;
    },
  );
}
