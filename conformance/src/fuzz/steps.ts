/**
 * The frames of one fuzz run, for either direction: valid messages generated from the schema of
 * each `type` (weighted towards the ones with the most behaviour), one-constraint mutations of
 * them, and raw frames. A step is plain data, so a counterexample reads as what was sent.
 */
import fc from 'fast-check';
import { schemaArbitrary, type ArbitraryOptions } from './arbitraries.js';
import { mutationArbitrary } from './mutations.js';
import { rawFrameArbitrary, renderRaw, type RawContext, type RawFrame, type Rendered } from './raw.js';

/** One frame of a run. */
export type Step =
  | { kind: 'valid'; frame: unknown }
  | { kind: 'mutation'; label: string; frame: unknown }
  | { kind: 'raw'; raw: RawFrame };

/** The schema of each worker → engine message, with how often it is drawn. */
export const INBOUND_WEIGHTS: Readonly<Record<string, number>> = {
  'wire/invoke-function.schema.json': 8,
  'wire/register-function.schema.json': 4,
  'wire/invocation-result.schema.json': 4,
  'wire/register-trigger.schema.json': 2,
  'wire/register-trigger-type.schema.json': 1,
  'wire/unregister-function.schema.json': 1,
  'wire/unregister-trigger.schema.json': 1,
  'wire/trigger-registration-result.schema.json': 1,
  'wire/unregister-trigger-type.schema.json': 1,
  'wire/register-service.schema.json': 1,
  'wire/reattach.schema.json': 1,
  'wire/ping.schema.json': 1,
  'wire/pong.schema.json': 1,
};

/** The schema of each engine → worker message, with how often it is drawn. */
export const OUTBOUND_WEIGHTS: Readonly<Record<string, number>> = {
  'wire/invoke-function.schema.json': 6,
  'wire/invocation-result.schema.json': 3,
  'wire/register-trigger.schema.json': 2,
  'wire/unregister-trigger.schema.json': 1,
  'wire/cancel-invocation.schema.json': 2,
  'wire/trigger-registration-result.schema.json': 1,
  'wire/worker-registered.schema.json': 1,
  'wire/registration-rejected.schema.json': 1,
  'wire/error-frame.schema.json': 1,
  'wire/ping.schema.json': 1,
  'wire/pong.schema.json': 1,
};

/** What a run's steps are drawn from. */
export interface StepOptions {
  /** Schema ids of the messages and their weights ({@link INBOUND_WEIGHTS} or {@link OUTBOUND_WEIGHTS}). */
  weights: Readonly<Record<string, number>>;
  /** The union schema of the direction, whose mutations include an unknown `type` tag. */
  unionSchema: string;
  /** Generation options (id pools). */
  arbitrary: ArbitraryOptions;
  raw: RawContext;
  /** Relative weights of valid frames, mutations and raw frames (default 5, 3, 3). */
  mix?: { valid?: number; mutation?: number; raw?: number };
  /** Weights of the raw frame families. */
  rawWeights?: Parameters<typeof rawFrameArbitrary>[1];
  /** Drops valid frames the peer must not be sent (e.g. a fatal registration rejection). */
  allow?: (frame: unknown) => boolean;
  /** Most steps in a run (default 8). */
  maxSteps?: number;
}

/** Arbitrary sequences of steps. */
export function stepsArbitrary(options: StepOptions): fc.Arbitrary<Step[]> {
  const allow = options.allow ?? (() => true);
  const entries = Object.entries(options.weights);
  const valid = fc.oneof(
    ...entries.map(([id, weight]) => ({ weight, arbitrary: schemaArbitrary(id, options.arbitrary).filter(allow) })),
  );
  const mutation = fc.oneof(
    ...[...entries, [options.unionSchema, 2] as const].map(([id, weight]) => ({
      weight,
      arbitrary: mutationArbitrary(id, options.arbitrary).filter(({ original }) => allow(original)),
    })),
  );
  const mix = { valid: 5, mutation: 3, raw: 3, ...options.mix };
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: mix.valid, arbitrary: valid.map((frame): Step => ({ kind: 'valid', frame })) },
    {
      weight: mix.mutation,
      arbitrary: mutation.map(({ mutation: m }): Step => ({ kind: 'mutation', label: m.label, frame: m.value })),
    },
    {
      weight: mix.raw,
      arbitrary: rawFrameArbitrary(options.raw, options.rawWeights).map((raw): Step => ({ kind: 'raw', raw })),
    },
  );
  return fc.array(step, { minLength: 0, maxLength: options.maxSteps ?? 8 });
}

/** The bytes of a step. */
export function renderStep(step: Step): Rendered {
  if (step.kind === 'raw') return renderRaw(step.raw);
  // A mutation may remove the root (a dropped required field of a bare value): send `null` then.
  return { data: JSON.stringify(step.frame) ?? 'null', binary: false };
}

/** The bytes on the wire of a rendered frame (a string is sent as UTF-8). */
export function wireBytes(rendered: Rendered): Buffer {
  return typeof rendered.data === 'string' ? Buffer.from(rendered.data, 'utf8') : rendered.data;
}

/** A step in one line, for logs and reports. */
export function describeStep(step: Step): string {
  if (step.kind === 'raw') {
    const { raw } = step;
    if (raw.raw === 'text') return `raw ${raw.kind}: ${JSON.stringify(raw.text).slice(0, 80)}`;
    if (raw.raw === 'deep') return `raw ${raw.shape} nested ${raw.depth} deep in ${raw.carrier}`;
    if (raw.raw === 'huge') return `raw ${raw.bytes}-byte string in ${raw.carrier}`;
    if (raw.raw === 'over-limit') return `raw ${raw.bytes}-byte frame (over the limit)`;
    if (raw.raw === 'invalid-utf8') return `raw text frame with invalid UTF-8 ${JSON.stringify(raw.bytes)}`;
    return `raw binary frame, prefix ${JSON.stringify(raw.prefix)}`;
  }
  const text = JSON.stringify(step.frame) ?? 'undefined';
  const kind = step.kind === 'valid' ? 'valid' : `mutation (${step.label})`;
  return `${kind}: ${text.length > 160 ? `${text.slice(0, 160)}…` : text}`;
}
