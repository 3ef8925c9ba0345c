/**
 * The one ajv configuration every tool compiles the schemas with, so that the meta check
 * rejects exactly what the generator could not compile.
 *
 * The standalone validators must not import anything at run time (ajv's ESM output would
 * `require()` its helpers, and bundlers and Node disagree on how to load them), so formats
 * are regular expressions, which ajv inlines; validators.ts inlines the one helper left.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { SchemaFile } from './schemas.ts';

// RFC 3339 date-time, e.g. 2026-11-21T10:00:00.004Z or 2026-11-21T11:00:00+01:00, in its three parts.
const DATE = String.raw`\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])`;
const TIME = String.raw`([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?`;
const OFFSET = String.raw`([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)`;

/** Formats the schemas may use, as patterns. */
export const FORMATS: Record<string, RegExp> = {
  'date-time': new RegExp(`^${DATE}[Tt]${TIME}${OFFSET}$`),
};

/** Options that differ between the hot-path validators and the user-facing ones. */
export interface AjvOptions {
  /** Report every error (config and manifest files) instead of stopping at the first (wire frames). */
  allErrors: boolean;
}

/** Creates a strict draft 2020-12 ajv with every schema file added under its `$id`. */
export function createAjv(files: SchemaFile[], { allErrors }: AjvOptions): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allowUnionTypes: true,
    allErrors,
    discriminator: true,
    code: { source: true, esm: true, lines: false },
  });
  for (const [name, pattern] of Object.entries(FORMATS)) ajv.addFormat(name, pattern);
  for (const file of files) ajv.addSchema(file.schema);
  return ajv;
}
