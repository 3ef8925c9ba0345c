import type { InvokeFunction } from '@svc/protocol';

/** How a call ended, as the span around it records it. */
export type CallOutcome = { error?: unknown };

/**
 * The protocol core's view of tracing, without any OpenTelemetry import: the worker plugs in
 * the OpenTelemetry implementation once it is loaded, and {@link noTracing} until then (or
 * when telemetry is off).
 */
export interface Tracing {
  /**
   * Runs `handler` for the invocation `frame` inside a span that is a child of the frame's
   * `traceparent`, so calls the handler makes are its children. Returns what `run` returns.
   */
  invocation<T>(frame: InvokeFunction, run: () => Promise<T>): Promise<T>;
  /**
   * Starts the span of an outgoing call (a child of the active span), writes its context on
   * `frame` as `traceparent` and `baggage`, and returns the function that ends it.
   */
  call(frame: InvokeFunction): (outcome: CallOutcome) => void;
}

/** Tracing that records nothing and leaves frames as they are. */
export const noTracing: Tracing = {
  invocation: (_frame, run) => run(),
  call: () => () => {},
};
