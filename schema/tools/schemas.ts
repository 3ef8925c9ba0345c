/**
 * Loads the schema files of schema/ and answers questions about their references.
 * Every tool (generator, meta check, tests) reads the schemas through this module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder that holds the schema files. */
export const SCHEMA_DIR = dirname(dirname(fileURLToPath(import.meta.url)));

/** A JSON Schema node, loosely typed: the tools walk arbitrary keywords. */
export type SchemaNode = { [keyword: string]: unknown };

/** One schema file: its path relative to schema/ (which is also its `$id`) and its content. */
export interface SchemaFile {
  /** Path relative to schema/, with forward slashes, e.g. `wire/invoke-function.schema.json`. */
  path: string;
  /** The parsed schema. */
  schema: SchemaNode;
}

const SKIPPED_DIRS = new Set(['tools', 'test', 'node_modules']);

/** Lists every `*.schema.json` below `dir`, sorted by path. */
export function loadSchemas(dir: string = SCHEMA_DIR): SchemaFile[] {
  const files: SchemaFile[] = [];
  const visit = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) visit(full);
      } else if (entry.name.endsWith('.schema.json')) {
        const path = relative(dir, full).split('\\').join('/');
        files.push({ path, schema: JSON.parse(readFileSync(full, 'utf8')) as SchemaNode });
      }
    }
  };
  visit(dir);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** The schema family of a file: its first folder (`wire`, `common`, `config`, ...). */
export function familyOf(path: string): string {
  return path.split('/')[0]!;
}

/** The file base name without `.schema.json`, e.g. `invoke-function`. */
export function baseName(path: string): string {
  return posix.basename(path, '.schema.json');
}

/** Resolves a `$ref` written in `fromPath` to the referenced file's path, or undefined for a local `#` ref. */
export function resolveRef(fromPath: string, ref: string): string | undefined {
  const [file] = ref.split('#');
  if (!file) return undefined;
  return posix.normalize(posix.join(posix.dirname(fromPath), file));
}

/** Calls `visit` for every schema node below `node` (including `node`), with its JSON pointer. */
export function walkSchema(node: unknown, visit: (node: SchemaNode, pointer: string) => void, pointer = ''): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => walkSchema(item, visit, `${pointer}/${i}`));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as SchemaNode;
  visit(schema, pointer);
  for (const [keyword, value] of Object.entries(schema)) {
    // Examples and constants are data, not schemas.
    if (keyword === 'examples' || keyword === 'const' || keyword === 'enum' || keyword === 'default') continue;
    if (keyword === 'properties' || keyword === '$defs' || keyword === 'patternProperties') {
      for (const [name, sub] of Object.entries(value as SchemaNode))
        walkSchema(sub, visit, `${pointer}/${keyword}/${name}`);
    } else if (typeof value === 'object' && value !== null) {
      walkSchema(value, visit, `${pointer}/${keyword}`);
    }
  }
}

/** The paths of the other schema files that `file` references, sorted. */
export function referencedFiles(file: SchemaFile): string[] {
  const refs = new Set<string>();
  walkSchema(file.schema, (node) => {
    if (typeof node.$ref === 'string') {
      const target = resolveRef(file.path, node.$ref);
      if (target && target !== file.path) refs.add(target);
    }
  });
  return [...refs].sort();
}

/**
 * `file`'s schema with every `$ref` to a part of another file (`x.schema.json#/properties/y`)
 * replaced by that part, its own references rewritten to hold from `file`. The type emitters
 * would otherwise name such a part after its key; inlined, it takes the type it has where it
 * is defined. The referring node's own keywords (its description) win over the part's.
 */
export function inlinePartRefs(file: SchemaFile, byPath: Map<string, SchemaFile>): SchemaNode {
  const visit = (node: unknown, from: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, from));
    if (node === null || typeof node !== 'object') return node;
    const schema = node as SchemaNode;
    const out: SchemaNode = {};
    for (const [keyword, value] of Object.entries(schema)) {
      if (keyword === '$ref' && typeof value === 'string') out.$ref = rebaseRef(value, from, file.path);
      else if (keyword === 'examples' || keyword === 'const' || keyword === 'enum' || keyword === 'default')
        out[keyword] = value;
      else out[keyword] = visit(value, from);
    }
    const [path, pointer] = typeof schema.$ref === 'string' ? schema.$ref.split('#') : [];
    if (!path || !pointer) return out;
    const target = resolveRef(from, String(schema.$ref))!;
    let part: unknown = byPath.get(target)?.schema;
    for (const key of pointer.split('/').slice(1)) {
      part = (part as SchemaNode | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    if (part === undefined) throw new Error(`${file.path}: $ref ${String(schema.$ref)} points at nothing`);
    const { $ref: _ref, ...own } = out;
    return { ...(visit(part, target) as SchemaNode), ...own };
  };
  return visit(file.schema, file.path) as SchemaNode;
}

/** `ref`, written in the file `from`, as written in the file `to`. */
function rebaseRef(ref: string, from: string, to: string): string {
  const [path, pointer] = ref.split('#');
  if (!path) {
    if (from !== to) throw new Error(`${from}: a local $ref (${ref}) in a part another file refers to`);
    return ref;
  }
  const target = resolveRef(from, ref)!;
  const rebased = posix.relative(posix.dirname(to), target);
  return pointer === undefined ? rebased : `${rebased}#${pointer}`;
}
