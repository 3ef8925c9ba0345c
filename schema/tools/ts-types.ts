/**
 * TypeScript types from the schemas, one module per schema file, written by
 * json-schema-to-typescript. Types a file references from other files are imported, not
 * redeclared, so each wire shape has exactly one declaration.
 */
import { compile } from 'json-schema-to-typescript';
import { posix } from 'node:path';
import {
  baseName,
  inlinePartRefs,
  resolveRef,
  SCHEMA_DIR,
  walkSchema,
  type SchemaFile,
  type SchemaNode,
} from './schemas.ts';

/** Where a schema's TypeScript module goes, relative to generated/ts. */
export function tsModulePath(schemaPath: string): string {
  return schemaPath.replace(/\.schema\.json$/, '.ts');
}

/** Emits the TypeScript module of one schema file (without the banner). */
export async function emitTypes(file: SchemaFile, byPath: Map<string, SchemaFile>): Promise<string> {
  const alias = aliasOf(file, byPath);
  if (alias) return alias;
  const input = inlinePartRefs(file, byPath);
  // `if`/`then`/`else` picks one of two shapes: as a type it is the union of the two.
  if (input.if && input.then && input.else) {
    input.anyOf = [input.then, input.else];
    for (const keyword of ['if', 'then', 'else', 'properties', 'required', 'additionalProperties'])
      delete input[keyword];
  }
  const source = await compile(input as never, String(file.schema.title), {
    cwd: posix.join(SCHEMA_DIR, posix.dirname(file.path)),
    bannerComment: '',
    declareExternallyReferenced: true,
    additionalProperties: false,
    strictIndexSignatures: true,
    unknownAny: true,
    unreachableDefinitions: false,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  const owners = titleOwners([...byPath.values()]);
  const ownedElsewhere = (name: string): boolean => owners.has(name) && owners.get(name) !== file.path;

  // Keep this file's own declarations; import the ones other files own.
  const used = new Set<string>();
  const declarations = splitDeclarations(source)
    .filter((chunk) => {
      const name = /^export (?:interface|type) (\w+)/m.exec(chunk)?.[1];
      if (name === undefined) return true;
      const base = name.replace(/\d+$/, '');
      return !(ownedElsewhere(name) || (name !== base && owners.has(base)));
    })
    .map((chunk) =>
      // A second reference to one schema comes out numbered (JsonValue1): fold it back.
      chunk.replace(/\b([A-Z]\w*?)(\d*)\b/g, (match: string, base: string, digits: string) => {
        const name = owners.has(match) ? match : base;
        if (!owners.has(name) || (digits && owners.has(match))) return match;
        if (ownedElsewhere(name)) used.add(name);
        return name;
      }),
    );
  const imports = [...used].sort().map((title) => {
    let from = posix.relative(posix.dirname(file.path), owners.get(title)!).replace(/\.schema\.json$/, '.js');
    if (!from.startsWith('.')) from = `./${from}`;
    return `import type { ${title} } from '${from}';`;
  });
  const body = addRefDescriptions(declarations.join('\n\n'), file.schema);
  return `${imports.length > 0 ? `${imports.join('\n')}\n\n` : ''}${body.trim()}\n`;
}

/** Keywords that only annotate a schema: a root of these and one `$ref` is another name for its target. */
const ANNOTATIONS = new Set(['$schema', '$id', '$ref', 'title', 'description', 'examples']);

/**
 * A schema that is only a `$ref` to another file becomes an alias of that file's type, where
 * json-schema-to-typescript would copy the target's declaration under the new name.
 */
function aliasOf(file: SchemaFile, byPath: Map<string, SchemaFile>): string | undefined {
  const { schema } = file;
  if (typeof schema.$ref !== 'string' || !Object.keys(schema).every((k) => ANNOTATIONS.has(k))) return undefined;
  const targetPath = resolveRef(file.path, schema.$ref);
  if (!targetPath || schema.$ref.includes('#')) return undefined;
  const target = String(byPath.get(targetPath)!.schema.title);
  let from = posix.relative(posix.dirname(file.path), targetPath).replace(/\.schema\.json$/, '.js');
  if (!from.startsWith('.')) from = `./${from}`;
  const doc = [
    '/**',
    ...String(schema.description)
      .split('\n')
      .map((l) => ` * ${l}`.trimEnd()),
    ' */',
  ];
  return [`import type { ${target} } from '${from}';`, '', ...doc, `export type ${schema.title} = ${target};`, ''].join(
    '\n',
  );
}

/** Splits emitted TypeScript into its top-level declarations, each with its doc comment. */
function splitDeclarations(source: string): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let kind: 'interface' | 'type' | undefined;
  for (const line of source.split('\n')) {
    if (kind === undefined && line.trim() === '' && current.length === 0) continue;
    current.push(line);
    if (kind === undefined && line.startsWith('export interface ')) kind = 'interface';
    if (kind === undefined && line.startsWith('export type ')) kind = 'type';
    const ends =
      (kind === 'interface' && (line === '}' || line.endsWith('{}'))) ||
      (kind === 'type' && !line.startsWith(' ') && line.endsWith(';'));
    if (ends) {
      chunks.push(current.join('\n'));
      current = [];
      kind = undefined;
    }
  }
  if (current.some((line) => line.trim() !== '')) chunks.push(current.join('\n'));
  return chunks;
}

/** Maps every title, at a file's root or inline, to the file that declares it. */
export function titleOwners(files: SchemaFile[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files) {
    walkSchema(file.schema, (node) => {
      if (typeof node.title === 'string') owners.set(node.title, file.path);
    });
  }
  return owners;
}

/**
 * json-schema-to-typescript names a `$ref`'d property by its type and drops the property's own
 * description; this puts the description back as the property's doc comment.
 */
function addRefDescriptions(source: string, schema: SchemaNode): string {
  const lines = source.split('\n');
  const interfaces = collectInterfaces(schema);
  let current: Map<string, string> | undefined;
  const out: string[] = [];
  for (const line of lines) {
    // An object extending others (`allOf`) comes out as `export type X = Base & {`.
    const start = /^export (?:interface (\w+)|type (\w+) = .*) \{$/.exec(line);
    if (start) current = interfaces.get((start[1] ?? start[2])!);
    else if (line === '}' || line === '};') current = undefined;
    const property = /^ {2}(\w+)\??: /.exec(line);
    const description = property && current?.get(property[1]!);
    if (description && !out.at(-1)?.trim().endsWith('*/')) {
      out.push('  /**', ...description.split('\n').map((text) => `   * ${text}`.trimEnd()), '   */');
    }
    out.push(line);
  }
  return out.join('\n');
}

/** Maps each titled object schema to the descriptions of its `$ref`'d properties. */
function collectInterfaces(schema: SchemaNode): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const n = node as SchemaNode;
    const properties = n.properties as Record<string, SchemaNode> | undefined;
    if (typeof n.title === 'string' && properties) {
      const refs = new Map<string, string>();
      for (const [name, property] of Object.entries(properties)) {
        if (typeof property.$ref === 'string' && typeof property.description === 'string')
          refs.set(name, property.description);
      }
      result.set(n.title, refs);
    }
    for (const [keyword, value] of Object.entries(n)) if (keyword !== 'examples') visit(value);
  };
  visit(schema);
  return result;
}

/** Name of the module file, e.g. `invoke-function`, for index re-exports. */
export function tsModuleName(schemaPath: string): string {
  return baseName(schemaPath);
}
