/**
 * Precompiled validators: ajv standalone code, one module per schema family, as real ES
 * modules with no imports. Wire, contract and trigger validators stop at the first error (hot path); config
 * and manifest validators report every error, because a person reads them.
 */
import standaloneModule from 'ajv/dist/standalone/index.js';
import { createAjv } from './ajv.ts';
import { familyOf, type SchemaFile } from './schemas.ts';
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

/** Emits `generated/ts/validators/<family>.ts` for every family, keyed by that path. */
export function emitValidators(files: SchemaFile[]): Map<string, string> {
  const families = new Map<string, SchemaFile[]>();
  for (const file of files) families.set(familyOf(file.path), [...(families.get(familyOf(file.path)) ?? []), file]);
  const owners = titleOwners(files);
  const out = new Map<string, string>();
  for (const [family, members] of families) {
    const ajv = createAjv(files, { allErrors: USER_FACING.has(family) });
    const exports: Record<string, string> = {};
    for (const file of members) exports[validatorName(String(file.schema.title))] = file.path;
    let code = standaloneCode(ajv, exports);

    code = code.replace(/require\("([^"]+)"\)\.default/g, (_call: string, helper: string) => {
      const inline = INLINE_HELPERS[helper];
      if (!inline)
        throw new Error(`validators for ${family} need ajv's runtime helper ${helper}: add it to INLINE_HELPERS`);
      return inline;
    });
    if (code.includes('require('))
      throw new Error(`validators for ${family} still call require(): see schema/tools/ajv.ts`);
    code = code.replace(/^"use strict";/, '');
    // Give each export the type it guards.
    code = code.replace(/export const (validate\w+) = (\w+);/g, (_match: string, name: string, fn: string) => {
      return `export const ${name} = ${fn} as unknown as Validator<${name.slice('validate'.length)}>;`;
    });

    const typeImports = members.map((file) => {
      const title = String(file.schema.title);
      const from = owners
        .get(title)!
        .slice(family.length + 1)
        .replace(/\.schema\.json$/, '.js');
      return `import type { ${title} } from '../${family}/${from}';`;
    });
    out.set(
      `validators/${family}.ts`,
      [
        '// @ts-nocheck: the body is ajv output; the exports carry the types.',
        "import type { Validator } from '../validator.js';",
        ...typeImports,
        '',
        code.trim(),
        '',
      ].join('\n'),
    );
  }
  return out;
}
