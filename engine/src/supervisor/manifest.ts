/**
 * Reading a worker's `svc.worker.yaml`: YAML parsing and validation against the manifest schema,
 * with errors that name the file, the line and the field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject, WorkerManifest } from '@svc/protocol';
import { validateWorkerManifest } from '@svc/protocol/validators/manifest/worker-manifest';
import { yaml } from '../config/yaml.js';
import { EngineError } from '../errors.js';

/** The manifest's file name inside a worker's folder. */
export const MANIFEST_FILE = 'svc.worker.yaml';

/** A worker folder without a usable manifest; the message names the file, line and field. */
export class ManifestError extends EngineError {
  override name = 'ManifestError';
  constructor(message: string, options?: { cause?: unknown }) {
    super('manifest_invalid', message, options);
  }
}

/** Reads and validates `<dir>/svc.worker.yaml`. Throws a ManifestError that says what to fix. */
export function readManifest(dir: string): WorkerManifest {
  const file = join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? `no ${MANIFEST_FILE} in ${dir} (a worker folder needs one: name, runtime, scripts)`
        : `cannot read ${file} (${code ?? String(error)})`;
    throw new ManifestError(why, { cause: error });
  }
  const { LineCounter, parseDocument } = yaml();
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const at = (offset: number | undefined) => {
    if (offset === undefined) return file;
    const { line, col } = lineCounter.linePos(offset);
    return `${file}:${line}:${col}`;
  };
  if (document.errors.length > 0) {
    const error = document.errors[0]!;
    throw new ManifestError(`${at(error.pos[0])}: ${error.message.split('\n')[0]}`);
  }
  const value = document.toJS() as unknown;
  if (validateWorkerManifest(value)) return value;
  const lines = (validateWorkerManifest.errors ?? []).map((e: ErrorObject) => {
    const path = e.instancePath.split('/').slice(1);
    const field =
      e.keyword === 'additionalProperties'
        ? [...path, String(e.params.additionalProperty)]
        : e.keyword === 'required'
          ? [...path, String(e.params.missingProperty)]
          : path;
    const node = (document.getIn(field, true) ?? document.getIn(path, true)) as
      | { range?: [number, number, number] }
      | undefined;
    let message = e.message ?? e.keyword;
    if (e.keyword === 'additionalProperties') message = 'unknown field';
    if (e.keyword === 'required') message = 'is missing';
    if (e.keyword === 'enum')
      message = `${message}: ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    return `${at(node?.range?.[0])}: ${field.join('.') || '(top level)'}: ${message}`;
  });
  throw new ManifestError(lines.join('\n'));
}
