/* DO NOT EDIT — generated from schema/contracts/observability/traces-flow-output.schema.json by make generate */
/**
 * Output of `engine::traces::flow`: one edge per function and thing it touched. A built-in function's span that carries `svc.state.scope`, `svc.stream.name`, `svc.queue.topic` or `svc.event.topic` is an edge from the nearest function span above it in its trace.
 */
export interface ObservabilityTracesFlowOutput {
  /**
   * Edges, most recently seen first.
   */
  edges: ObservabilityFlowEdge[];
  /**
   * The span store's size and bounds, as the other trace functions answer it.
   */
  storage?: {
    [k: string]: unknown | undefined;
  };
  [k: string]: unknown | undefined;
}

/**
 * A function that touched a state scope, a stream, a queue topic or an event topic.
 */
export interface ObservabilityFlowEdge {
  /**
   * The function whose call touched it.
   */
  function_id: string;
  /**
   * What it touched.
   */
  kind: 'state' | 'stream' | 'queue' | 'event';
  /**
   * The state scope, stream name, queue topic or event topic.
   */
  target: string;
  /**
   * The built-in function that touched it (`state::set`, `iii::durable::publish`, ...).
   */
  via?: string;
  /**
   * Spans seen for this edge.
   */
  count: number;
  /**
   * Start of the latest of them, unix ms.
   */
  last_seen_ms: number;
  [k: string]: unknown | undefined;
}
