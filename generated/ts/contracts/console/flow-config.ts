/* DO NOT EDIT — generated from schema/contracts/console/flow-config.schema.json by make generate */
/**
 * Body of `POST /_console/flows/config/:flow_id` and answer of its GET: the Flow page's layout, kept in state scope `__console.flowConfigs` under the flow id.
 */
export interface ConsoleFlowConfig {
  /**
   * The flow id (the path's).
   */
  id?: string;
  /**
   * Positions the user placed nodes at, by node id (at most 5,000, else 400).
   */
  config: {
    [k: string]: ConsoleFlowPosition | undefined;
  };
  view?: ConsoleFlowView;
  [k: string]: unknown | undefined;
}

/**
 * Where one node is drawn.
 */
export interface ConsoleFlowPosition {
  /**
   * Centre, in graph units.
   */
  x: number;
  /**
   * Centre, in graph units.
   */
  y: number;
  [k: string]: unknown | undefined;
}

/**
 * The zoom and pan the user left the graph at.
 */
export interface ConsoleFlowView {
  /**
   * Scale, 1 for 100 %.
   */
  zoom: number;
  /**
   * Horizontal pan in screen pixels.
   */
  x: number;
  /**
   * Vertical pan in screen pixels.
   */
  y: number;
  [k: string]: unknown | undefined;
}
