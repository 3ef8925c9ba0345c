/**
 * Precompiled validators: ajv standalone code, one module per schema (re-exported per family), as
 * real ES modules with no imports. Wire, contract and trigger validators stop at the first error (hot path); config
 * and manifest validators report every error, because a person reads them.
 */
import standaloneModule from 'ajv/dist/standalone/index.js';
import { createAjv } from './ajv.ts';
import { familyOf, resolveRef, walkSchema, type SchemaFile } from './schemas.ts';
import { titleOwners } from './ts-types.ts';

// ajv's standalone entry is CommonJS: Node hands over module.exports, bundlers its `default`.
// Both are the same function.
const standaloneCode = ((standaloneModule as { default?: unknown }).default ??
  standaloneModule) as unknown as typeof standaloneModule.default;

/**
 * ajv runtime helpers that standalone code would `require()`, written inline instead so the
 * validators import nothing. `ucs2length` counts code points, as JSON Schema's minLength does.
 */
const INLINE_HELPERS: Record<string, string> = {
  'ajv/dist/runtime/ucs2length': '((text) => { let count = 0; for (const _ of text) count++; return count; })',
};

/** Families whose validators report every error rather than the first. */
const USER_FACING = new Set(['config', 'manifest']);

/** The name of the validator of the schema titled `title`. */
export function validatorName(title: string): string {
  return `validate${title}`;
}

/** Where the validator of the schema at `schemaPath` lives, e.g. `validators/wire/invoke-function.ts`. */
export function validatorModulePath(schemaPath: string): string {
  return `validators/${schemaPath.replace(/\.schema\.json$/, '.ts')}`;
}

/**
 * Emits one module per schema (`generated/ts/validators/<schema path>.ts`, holding that schema's
 * validator and the code of the schemas it refers to), so that a program loads the validators it
 * uses and nothing else, and modules re-exporting them per family (`validators/contracts.ts`) and
 * per area of a family (`validators/contracts/state.ts`).
 */
export function emitValidators(files: SchemaFile[]): Map<string, string> {
  const owners = titleOwners(files);
  const out = new Map<string, string>();
  const families = new Map<string, string[]>();
  for (const file of files) {
    const family = familyOf(file.path);
    // A fresh ajv per schema numbers each module's functions from 0: a schema added elsewhere
    // changes no other module.
    const ajv = createAjv(files, { allErrors: USER_FACING.has(family) });
    const title = String(file.schema.title);
    const name = validatorName(title);
    const modulePath = validatorModulePath(file.path);
    const depth = modulePath.split('/').length - 1;
    const up = '../'.repeat(depth);
    const typeFrom = `${up}${owners.get(title)!.replace(/\.schema\.json$/, '.js')}`;
    out.set(
      modulePath,
      [
        '// @ts-nocheck: the body is ajv output; the export carries the type.',
        `import type { Validator } from '${up}validator.js';`,
        `import type { ${title} } from '${typeFrom}';`,
        '',
        standaloneModuleCode(ajv, name, file.path),
        '',
      ].join('\n'),
    );
    const from = `./${modulePath.slice('validators/'.length).replace(/\.ts$/, '.js')}`;
    families.set(family, [...(families.get(family) ?? []), `export { ${name} } from '${from}';`]);
  }
  for (const [family, lines] of families) out.set(`validators/${family}.ts`, `${lines.join('\n')}\n`);
  // One module per area of a family too (`validators/contracts/state.ts`): what one engine module imports.
  const areas = new Map<string, string[]>();
  for (const file of files) {
    const parts = file.path.split('/');
    if (parts.length < 3) continue;
    const area = parts.slice(0, 2).join('/');
    const rest = validatorModulePath(file.path).split('/').slice(3).join('/');
    const from = `./${parts[1]}/${rest.replace(/\.ts$/, '.js')}`;
    const line = `export { ${validatorName(String(file.schema.title))} } from '${from}';`;
    areas.set(area, [...(areas.get(area) ?? []), line]);
  }
  for (const [area, lines] of areas) out.set(`validators/${area}.ts`, `${lines.join('\n')}\n`);
  for (const shape of SHAPES) out.set(shape.module, shapeModule(files, shape));
  return out;
}

/**
 * Validators of a schema's shape: the schema with every reference into the folder `open` accepted
 * as anything, for a caller that checks those parts with their own validators. The engine checks a
 * config with the first (its `workers:` entries, auth and cluster) and each worker's settings with
 * the validator of the module that runs it, so it loads neither the code of every module's settings
 * inline (most of the config's validator) nor the settings of modules the config does not name.
 */
export const SHAPES = [
  {
    schema: 'config/engine-config.schema.json',
    open: 'config/workers/',
    module: 'validators/config/engine-config-shape.ts',
    name: 'validateEngineConfigShape',
  },
] as const;

/** The module of one shape validator: typed as the whole schema's validator, since its callers complete it. */
function shapeModule(files: SchemaFile[], shape: (typeof SHAPES)[number]): string {
  const opened = files.map((file) => {
    const schema = structuredClone(file.schema);
    walkSchema(schema, (node) => {
      const target = typeof node.$ref === 'string' ? resolveRef(file.path, node.$ref) : undefined;
      if (target?.startsWith(shape.open)) delete node.$ref;
    });
    return { path: file.path, schema };
  });
  const ajv = createAjv(opened, { allErrors: USER_FACING.has(familyOf(shape.schema)) });
  const whole = files.find((file) => file.path === shape.schema)!;
  const title = String(whole.schema.title);
  const up = '../'.repeat(shape.module.split('/').length - 1);
  const typeFrom = `${up}${titleOwners(files)
    .get(title)!
    .replace(/\.schema\.json$/, '.js')}`;
  return [
    `// The shape of ${title}: what refers to a schema under schema/${shape.open} accepts anything here.`,
    '// @ts-nocheck: the body is ajv output; the export carries the type.',
    `import type { Validator } from '${up}validator.js';`,
    `import type { ${title} } from '${typeFrom}';`,
    '',
    standaloneModuleCode(ajv, shape.name, shape.schema).replace(
      /as unknown as Validator<\w+>;/,
      `as unknown as Validator<${title}>;`,
    ),
    '',
  ].join('\n');
}

/** ajv's standalone code of one validator, as an ES module that imports nothing. */
function standaloneModuleCode(ajv: ReturnType<typeof createAjv>, name: string, schemaPath: string): string {
  let code = standaloneCode(ajv, { [name]: schemaPath });
  code = code.replace(/require\("([^"]+)"\)\.default/g, (_call: string, helper: string) => {
    const inline = INLINE_HELPERS[helper];
    if (!inline) throw new Error(`${name} needs ajv's runtime helper ${helper}: add it to INLINE_HELPERS`);
    return inline;
  });
  if (code.includes('require(')) throw new Error(`${name} still calls require(): see schema/tools/ajv.ts`);
  code = code.replace(/^"use strict";/, '');
  // Give the export the type it guards.
  code = code.replace(/export const (validate\w+) = (\w+);/g, (_match: string, fn: string, inner: string) => {
    return `export const ${fn} = ${inner} as unknown as Validator<${fn.slice('validate'.length)}>;`;
  });
  return code.trim();
}
