/**
 * Loads case files and enforces the case format: every file is valid against
 * `case.schema.json`, sits at `cases/<area>/<topic>.json`, has unique descriptions, names only
 * schemas that exist, and binds every name before a `$ref` uses it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatValidationError, schemas } from '@svc/protocol';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { checkNode } from './patterns.js';

/** The package folder: it holds `cases/` and `case.schema.json`. */
export const PACKAGE_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
/** Where the cases shipped with the checker live. */
export const CASES_DIR = join(PACKAGE_DIR, 'cases');

/** One example of a validate group. */
export interface ValidateTest {
  description: string;
  data: unknown;
  valid: boolean;
  comment?: string;
}

/** Examples of one schema. */
export interface ValidateGroup {
  kind: 'validate';
  description: string;
  schema: string;
  comment?: string;
  tests: ValidateTest[];
}

/** A feature beyond the core protocol that a case needs. */
export type Feature = 'svc' | 'state' | 'pubsub' | 'cron' | 'queue' | 'stream' | 'console';

/** An engine profile: svc's engine, or the reference engine as released (0.22) or at HEAD (0.23). */
export type Profile = 'svc' | 'svc-reject' | 'svc-takeover' | 'reference-0.22' | 'reference-head';
/** Which side the checker plays: `engine` mode plays workers against an engine, `worker` mode plays the engine. */
export type Mode = 'engine' | 'worker';

/** One step of an exchange case (see `case.schema.json` for each op's meaning). */
export type Step =
  | { op: 'connect'; on: string; path?: string; socket?: 'bridge' | 'stream' }
  | { op: 'accept'; on: string; within_ms?: number }
  | { op: 'send'; on: string; frame: unknown; invalid?: boolean }
  | { op: 'send_raw'; on: string; text?: string; base64?: string; repeat?: number; binary?: boolean }
  | { op: 'expect'; on: string; frame: unknown; next?: boolean; within_ms?: number; text_contains?: string[] }
  | { op: 'expect_all'; on: string; frames: unknown[]; within_ms?: number }
  | { op: 'expect_none'; on: string; frame: unknown; within_ms?: number }
  | { op: 'close'; on: string; code?: number; reason?: string }
  | { op: 'drop'; on: string }
  | { op: 'expect_close'; on: string; codes?: number[]; within_ms?: number }
  | { op: 'ws_ping'; on: string; within_ms?: number }
  | { op: 'expect_refused'; path: string; status: number }
  | {
      op: 'http';
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      path: string;
      body?: unknown;
      status: number;
      response?: unknown;
    }
  | { op: 'stop'; exit_code?: number; within_ms?: number }
  | { op: 'sleep'; ms: number };

/** A conversation with the implementation under test. */
export interface ExchangeCase {
  kind: 'exchange';
  description: string;
  mode: Mode;
  requires?: Feature[];
  /** The profiles whose behaviour the case asserts, when engines disagree; absent: all of them. */
  profiles?: Profile[];
  comment?: string;
  steps: Step[];
}

/** One case file. */
export interface CaseFile {
  /** Path below the cases folder, e.g. `engine/invocation.json`. */
  path: string;
  /** `<area>/<topic>` of the path, e.g. `engine/invocation`. */
  name: string;
  entries: (ValidateGroup | ExchangeCase)[];
}

/** What loading found: the files, and every way they break the case format. */
export interface LoadedCases {
  files: CaseFile[];
  problems: string[];
}

let caseSchemaValidator: ReturnType<Ajv2020['compile']> | undefined;
function validateCaseFile(data: unknown) {
  if (!caseSchemaValidator) {
    const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: false });
    caseSchemaValidator = ajv.compile(JSON.parse(readFileSync(join(PACKAGE_DIR, 'case.schema.json'), 'utf8')));
  }
  const ok = caseSchemaValidator(data);
  return ok ? [] : (caseSchemaValidator.errors ?? []).map((e) => formatValidationError([e]));
}

/** Every `*.json` below `dir`, as paths relative to it with forward slashes, sorted. */
function listJson(dir: string): string[] {
  const out: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.json')) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  visit(dir);
  return out.sort();
}

/** Loads every case file below `dir` and checks the case format. */
export function loadCases(dir: string = CASES_DIR): LoadedCases {
  const files: CaseFile[] = [];
  const problems: string[] = [];
  for (const path of listJson(dir)) {
    const report = (problem: string) => problems.push(`${path}: ${problem}`);
    if (!/^[a-z0-9-]+\/[a-z0-9-]+\.json$/.test(path))
      report('case files live at cases/<area>/<topic>.json (lower case, digits and -)');
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, path), 'utf8'));
    } catch (error) {
      report(`not JSON: ${(error as Error).message}`);
      continue;
    }
    const schemaErrors = validateCaseFile(data);
    if (schemaErrors.length > 0) {
      for (const error of schemaErrors) report(error);
      continue;
    }
    const file: CaseFile = { path, name: path.replace(/\.json$/, ''), entries: data as CaseFile['entries'] };
    for (const problem of checkFile(file)) report(problem);
    files.push(file);
  }
  if (files.length === 0 && problems.length === 0) problems.push(`${dir}: no case files`);
  return { files, problems };
}

/** The checks beyond the case schema, for one file. */
export function checkFile(file: CaseFile): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  file.entries.forEach((entry, index) => {
    const where = `/${index} "${entry.description}"`;
    if (seen.has(entry.description)) problems.push(`${where}: description used twice in this file`);
    seen.add(entry.description);
    if (entry.kind === 'validate') {
      if (!Object.hasOwn(schemas, entry.schema)) problems.push(`${where}: schema ${entry.schema} does not exist`);
      const tests = new Set<string>();
      for (const test of entry.tests) {
        if (tests.has(test.description)) problems.push(`${where}: test "${test.description}" is named twice`);
        tests.add(test.description);
      }
    } else {
      for (const problem of checkSteps(entry)) problems.push(`${where}: ${problem}`);
    }
  });
  return problems;
}

/** Connection names are opened before use, with the mode's own op; `$ref`s are bound first. */
function checkSteps(exchange: ExchangeCase): string[] {
  const problems: string[] = [];
  const open = new Set<string>();
  const bound = new Set<string>();
  exchange.steps.forEach((step, i) => {
    const at = `step ${i + 1} (${step.op})`;
    if (step.op === 'connect' || step.op === 'accept') {
      const wanted = exchange.mode === 'engine' ? 'connect' : 'accept';
      if (step.op !== wanted) problems.push(`${at}: ${exchange.mode} mode opens connections with ${wanted}`);
      if (open.has(step.on)) problems.push(`${at}: connection "${step.on}" is already named`);
      open.add(step.on);
      return;
    }
    if (step.op === 'stop' && exchange.mode !== 'worker') problems.push(`${at}: stop is a worker-mode step`);
    if ((step.op === 'expect_refused' || step.op === 'http') && exchange.mode !== 'engine')
      problems.push(`${at}: ${step.op} is an engine-mode step`);
    if ('on' in step && !open.has(step.on))
      problems.push(`${at}: connection "${step.on}" is not opened by an earlier step`);
    const nodes: [unknown, 'template' | 'pattern'][] =
      step.op === 'send'
        ? [[step.frame, 'template']]
        : step.op === 'expect' || step.op === 'expect_none'
          ? [[step.frame, 'pattern']]
          : step.op === 'expect_all'
            ? step.frames.map((frame) => [frame, 'pattern'] as [unknown, 'pattern'])
            : step.op === 'http'
              ? [
                  [step.body ?? null, 'template'],
                  [step.response ?? null, 'pattern'],
                ]
              : [];
    // A pattern that must not match binds nothing that later steps could use.
    const scope = step.op === 'expect_none' ? new Set(bound) : bound;
    for (const [node, role] of nodes)
      for (const problem of checkNode(node, role, scope)) problems.push(`${at}: ${problem}`);
  });
  return problems;
}
