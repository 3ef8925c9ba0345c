/**
 * `make generate`: writes generated/ from schema/. `--check` writes nothing and exits 1 when
 * generated/ differs from what the schemas produce (`make check-generated`).
 *
 * Output: TypeScript types and validators under generated/ts (compiled to generated/dist by
 * `tsc -b`), Python TypedDicts under generated/py/svc_schema, and the package files.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as prettier from 'prettier';
import { pyDeclaredNames, pyImportPath, pyModulePath, emitPythonModule, PY_PACKAGE } from './python-types.ts';
import { familyOf, loadSchemas, SCHEMA_DIR, type SchemaFile, type SchemaNode } from './schemas.ts';
import { emitTypes, tsModulePath } from './ts-types.ts';
import { emitValidators, SHAPES, validatorModulePath, validatorName } from './validators.ts';

/** The folder generate writes into. */
export const GENERATED_DIR = join(dirname(SCHEMA_DIR), 'generated');

/** Folders below generated/ that generate owns entirely: files it did not write there are removed. */
const OWNED_DIRS = ['ts', 'py'];
/** Output that is never compared or removed. */
const IGNORED = /(^|\/)(__pycache__|\.mypy_cache|dist|node_modules)(\/|$)/;

const banner = (source: string) => `DO NOT EDIT — generated from ${source} by make generate`;
const PRETTIER = { parser: 'typescript', singleQuote: true, printWidth: 110 } as const;

/** Every generated file, keyed by its path relative to generated/. */
export async function generate(files: SchemaFile[] = loadSchemas()): Promise<Map<string, string>> {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const out = new Map<string, string>();
  const typeExports: string[] = [];

  for (const file of files) {
    const module = await emitTypes(file, byPath);
    out.set(`ts/${tsModulePath(file.path)}`, `/* ${banner(`schema/${file.path}`)} */\n${module}`);
    const names = [...module.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]!);
    typeExports.push(
      `export type { ${names.join(', ')} } from './${tsModulePath(file.path).replace(/\.ts$/, '.js')}';`,
    );
  }
  for (const [path, code] of emitValidators(files)) {
    const source = path.slice('validators/'.length, -'.ts'.length);
    const shape = SHAPES.find((s) => s.module === path);
    const from = shape
      ? `schema/${shape.schema}`
      : byPath.has(`${source}.schema.json`)
        ? `schema/${source}.schema.json`
        : `schema/${source}/`;
    const formatted = await prettier.format(code, PRETTIER);
    out.set(`ts/${path}`, `/* ${banner(from)} */\n${formatted}`);
  }
  out.set('ts/validator.ts', `/* ${banner('schema/')} */\n${VALIDATOR_TS}`);
  out.set(
    'ts/messages.ts',
    `/* ${banner('schema/wire/')} */\n${await prettier.format(messagesModule(byPath), PRETTIER)}`,
  );
  out.set('ts/schemas.ts', `/* ${banner('schema/')} */\n${await prettier.format(schemasModule(files), PRETTIER)}`);
  for (const file of files) {
    const code = await prettier.format(schemaModule(file), PRETTIER);
    out.set(`ts/${schemaModulePath(file.path)}`, `/* ${banner(`schema/${file.path}`)} */\n${code}`);
  }
  out.set(
    'ts/validators-by-schema-id.ts',
    `/* ${banner('schema/')} */\n${await prettier.format(validatorsBySchemaIdModule(files), PRETTIER)}`,
  );
  const families = [...new Set(files.map((f) => familyOf(f.path)))];
  out.set(
    'ts/index.ts',
    [
      `/* ${banner('schema/')} */`,
      "export { formatValidationError, type ErrorObject, type Validator } from './validator.js';",
      "export * from './messages.js';",
      "export * from './schemas.js';",
      "export * from './validators-by-schema-id.js';",
      ...families.map((family) => `export * from './validators/${family}.js';`),
      ...typeExports,
      '',
    ].join('\n'),
  );

  // Python: one module per schema file, packages re-exporting every name.
  const pyExports: { from: string; name: string }[] = [];
  const pyPackages = new Set<string>([PY_PACKAGE]);
  for (const file of files) {
    const modulePath = pyModulePath(file.path);
    const module = emitPythonModule(file, byPath);
    out.set(`py/${modulePath}`, `# ${banner(`schema/${file.path}`)}\n${module}`);
    for (let dir = dirname(modulePath); dir !== '.'; dir = dirname(dir)) pyPackages.add(dir);
    for (const name of pyDeclaredNames(module)) pyExports.push({ from: pyImportPath(file.path), name });
  }
  for (const pkg of pyPackages) {
    if (pkg === PY_PACKAGE) continue;
    const folder = pkg.slice(PY_PACKAGE.length + 1);
    out.set(`py/${pkg}/__init__.py`, `# ${banner(`schema/${folder}/`)}\n"""svc wire types: ${folder}."""\n`);
  }
  out.set(
    `py/${PY_PACKAGE}/__init__.py`,
    [
      `# ${banner('schema/')}`,
      '"""Types of every svc wire message, trigger config, handler contract, manifest and config file."""',
      '',
      ...pyExports
        // isort's order: by module, then by name ignoring case.
        .sort((a, b) => compare(a.from, b.from) || compare(a.name.toLowerCase(), b.name.toLowerCase()))
        .map(({ from, name }) => {
          const line = `from ${from} import ${name} as ${name}`;
          return line.length <= 120 ? line : `from ${from} import (\n    ${name} as ${name},\n)`;
        }),
      '',
    ].join('\n'),
  );
  out.set(`py/${PY_PACKAGE}/py.typed`, '');
  out.set('package.json', `${JSON.stringify(PACKAGE_JSON, null, 2)}\n`);
  out.set('tsconfig.json', `// ${banner('schema/tools/generate.ts')}\n${JSON.stringify(TSCONFIG, null, 2)}\n`);
  return out;
}

/** Orders strings by UTF-16 code units, as `Array.prototype.sort` does by default. */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Per-`type` validator tables for the inbound and outbound message unions. */
function messagesModule(byPath: Map<string, SchemaFile>): string {
  const table = (unionPath: string): string[] => {
    const union = byPath.get(unionPath)!.schema;
    return (union.oneOf as SchemaNode[]).map((branch) => {
      const target = byPath.get(`wire/${String(branch.$ref)}`)!.schema;
      const tag = (target.properties as Record<string, SchemaNode>).type!.const as string;
      return `  ${tag}: ${validatorName(String(target.title))},`;
    });
  };
  const inbound = table('wire/inbound-message.schema.json');
  const outbound = table('wire/outbound-message.schema.json');
  const names = [...new Set([...inbound, ...outbound].map((line) => line.split(': ')[1]!.replace(',', '')))].sort();
  const pathOf = new Map([...byPath.values()].map((file) => [validatorName(String(file.schema.title)), file.path]));
  return [
    ...names.map(
      (name) => `import { ${name} } from './${validatorModulePath(pathOf.get(name)!).replace(/\.ts$/, '.js')}';`,
    ),
    '',
    '/** The validator of each message a worker may send, by its `type` tag. */',
    `export const inboundValidators = {\n${inbound.join('\n')}\n} as const;`,
    '',
    '/** The validator of each message the engine may send, by its `type` tag. */',
    `export const outboundValidators = {\n${outbound.join('\n')}\n} as const;`,
    '',
    '/** A `type` tag a worker may send. */',
    'export type InboundMessageType = keyof typeof inboundValidators;',
    '',
    '/** A `type` tag the engine may send. */',
    'export type OutboundMessageType = keyof typeof outboundValidators;',
    '',
  ].join('\n');
}

/**
 * Every schema by its `$id` (its path below schema/): for tools that take a schema id as data.
 * It imports no validator, so reading a schema does not load them all.
 */
function schemasModule(files: SchemaFile[]): string {
  return [
    ...files.map((f, i) => `import { schema as s${i} } from './${schemaModulePath(f.path).replace(/\.ts$/, '.js')}';`),
    '',
    '/** A JSON Schema document, as written in schema/. */',
    'export type SchemaDocument = { readonly [keyword: string]: unknown };',
    '',
    '/** Every schema of schema/, keyed by its `$id` (e.g. `wire/invoke-function.schema.json`). */',
    'export const schemas: Readonly<Record<string, SchemaDocument>> = {',
    ...files.map((f, i) => `  '${f.path}': s${i},`),
    '};',
    '',
  ].join('\n');
}

/** Where the document of the schema at `schemaPath` lives, e.g. `schemas/config/module-entry.ts`. */
function schemaModulePath(schemaPath: string): string {
  return `schemas/${schemaPath.replace(/\.schema\.json$/, '.ts')}`;
}

/**
 * One schema's document (`@svc/protocol/schemas/config/module-entry`): for a program that reads a
 * few schemas as data without loading the table of them all.
 */
function schemaModule(file: SchemaFile): string {
  const up = '../'.repeat(schemaModulePath(file.path).split('/').length - 1);
  return [
    `import type { SchemaDocument } from '${up}schemas.js';`,
    '',
    `/** The schema \`${file.path}\` (${String(file.schema.title)}), as written in schema/. */`,
    `export const schema: SchemaDocument = ${JSON.stringify(file.schema)};`,
    '',
  ].join('\n');
}

/**
 * The validator of every schema by its `$id`: for tools that take a schema id as data (the
 * conformance suite's validate cases, schema-derived fuzzing). Importing it loads every validator.
 */
function validatorsBySchemaIdModule(files: SchemaFile[]): string {
  const byFamily = new Map<string, SchemaFile[]>();
  for (const file of files) byFamily.set(familyOf(file.path), [...(byFamily.get(familyOf(file.path)) ?? []), file]);
  const imports = [...byFamily].map(([family, members]) => {
    const names = members.map((f) => validatorName(String(f.schema.title))).join(', ');
    return `import { ${names} } from './validators/${family}.js';`;
  });
  return [
    "import type { Validator } from './validator.js';",
    ...imports,
    '',
    "/** The validator of each schema, keyed by the schema's `$id`. */",
    'export const validatorsBySchemaId: Readonly<Record<string, Validator<unknown>>> = {',
    ...files.map((f) => `  '${f.path}': ${validatorName(String(f.schema.title))},`),
    '};',
    '',
  ].join('\n');
}

const VALIDATOR_TS = `/** One reason a value failed validation (the shape of ajv's error objects). */
export interface ErrorObject {
  /** JSON pointer to the offending value, \`""\` for the root, e.g. \`/workers/0/config/port\`. */
  instancePath: string;
  /** Where in the schema the failed rule is. */
  schemaPath: string;
  /** The JSON Schema keyword that failed, e.g. \`required\`, \`type\`, \`additionalProperties\`. */
  keyword: string;
  /** Details of the failure, e.g. \`{ missingProperty: "id" }\`. */
  params: Record<string, unknown>;
  /** Human-readable text, e.g. \`must be integer\`. */
  message?: string;
}

/**
 * A precompiled validator: a type guard for the schema's type. After a failed call, \`errors\`
 * holds what failed, each with the JSON pointer of the offending value (\`instancePath\`).
 */
export interface Validator<T> {
  (data: unknown): data is T;
  /** Errors of the last failed call; null after a successful one. */
  errors?: ErrorObject[] | null;
}

/**
 * One line saying why a value failed its schema, e.g. \`/invocation_id must be string\`: the
 * first \`limit\` errors, each as its JSON pointer (\`/\` for the root) and message, joined by
 * \`; \`. \`invalid\` when the validator left no errors.
 */
export function formatValidationError(errors: readonly ErrorObject[] | null | undefined, limit = 1): string {
  if (!errors || errors.length === 0) return 'invalid';
  return errors
    .slice(0, limit)
    .map((error) => \`\${error.instancePath || '/'} \${error.message ?? error.keyword}\`)
    .join('; ');
}
`;

const PACKAGE_JSON = {
  '//': banner('schema/tools/generate.ts'),
  name: '@svc/protocol',
  version: '0.1.0',
  private: true,
  type: 'module',
  description: 'svc wire types and validators, generated from schema/ by make generate',
  engines: { node: '>=22.18' },
  // The root exports everything; the subpaths let a program load only the validators it uses.
  exports: {
    '.': { types: './dist/index.d.ts', default: './dist/index.js' },
    './messages': { types: './dist/messages.d.ts', default: './dist/messages.js' },
    './schemas': { types: './dist/schemas.d.ts', default: './dist/schemas.js' },
    './schemas/*': { types: './dist/schemas/*.d.ts', default: './dist/schemas/*.js' },
    './validator': { types: './dist/validator.d.ts', default: './dist/validator.js' },
    './validators/*': { types: './dist/validators/*.d.ts', default: './dist/validators/*.js' },
  },
  files: ['dist', 'py'],
};

const TSCONFIG = {
  extends: '../tsconfig.base.json',
  compilerOptions: { rootDir: 'ts', outDir: 'dist', composite: true, types: [] },
  include: ['ts'],
};

/** Lists every file below `dir` (relative paths), skipping ignored output. */
function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    const rel = relative(base, full).split('\\').join('/');
    if (IGNORED.test(rel)) return [];
    return entry.isDirectory() ? listFiles(full, base) : [rel];
  });
}

/** Compares `expected` with generated/ on disk; returns the paths that differ, are missing or are extra. */
export function staleFiles(expected: Map<string, string>, dir = GENERATED_DIR): string[] {
  const stale: string[] = [];
  for (const [path, content] of expected) {
    const full = join(dir, path);
    if (!existsSync(full)) stale.push(`${path} (missing)`);
    else if (readFileSync(full, 'utf8') !== content) stale.push(`${path} (differs)`);
  }
  for (const owned of OWNED_DIRS) {
    for (const path of listFiles(join(dir, owned), dir))
      if (!expected.has(path)) stale.push(`${path} (not generated by any schema)`);
  }
  return stale.sort();
}

/** Writes `expected` into generated/ and removes owned files that nothing generates any more. */
export function writeGenerated(expected: Map<string, string>, dir = GENERATED_DIR): void {
  for (const owned of OWNED_DIRS) {
    for (const path of listFiles(join(dir, owned), dir)) if (!expected.has(path)) rmSync(join(dir, path));
  }
  for (const [path, content] of expected) {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    if (!existsSync(full) || readFileSync(full, 'utf8') !== content) writeFileSync(full, content);
  }
}

if (import.meta.main) {
  const files = loadSchemas();
  const expected = await generate(files);
  if (process.argv.includes('--check')) {
    const stale = staleFiles(expected);
    if (stale.length > 0) {
      console.error(`generated/ is stale; run \`make generate\` and commit the result:\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`generated/ is up to date (${expected.size} files)`);
  } else {
    writeGenerated(expected);
    console.log(`generated/: ${expected.size} files from ${files.length} schemas`);
  }
}
