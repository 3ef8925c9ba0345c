/**
 * Python types from the schemas: `TypedDict`s and `Literal` unions, one module per schema file
 * under the package `svc_schema`, for svc-sdk (Python) and Python tooling. No runtime
 * dependency: typing only.
 */
import { posix } from 'node:path';
import { inlinePartRefs, resolveRef, type SchemaFile, type SchemaNode } from './schemas.ts';

/** The package every generated Python module lives in. */
export const PY_PACKAGE = 'svc_schema';

const PY_KEYWORDS = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except finally for from ' +
    'global if import in is lambda nonlocal not or pass raise return try while with yield'
  ).split(' '),
);

/** `wire/invoke-function.schema.json` → `wire/invoke_function`. */
function moduleStem(schemaPath: string): string {
  return schemaPath.replace(/\.schema\.json$/, '').replace(/-/g, '_');
}

/** Where a schema's Python module goes, relative to generated/py. */
export function pyModulePath(schemaPath: string): string {
  return `${PY_PACKAGE}/${moduleStem(schemaPath)}.py`;
}

/** Dotted import path of a schema's Python module. */
function pyModuleName(schemaPath: string): string {
  return `${PY_PACKAGE}.${moduleStem(schemaPath).replace(/\//g, '.')}`;
}

const pascal = (text: string): string =>
  text.replace(/(^|[_\-\s:]+)([a-zA-Z0-9])/g, (_m, _s, c: string) => c.toUpperCase());

/** A Python literal for a JSON scalar. */
function pyLiteral(value: unknown): string {
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value === null) return 'None';
  return JSON.stringify(value);
}

/** Wraps `text` as the lines of a docstring indented by `indent`. */
function docstring(text: string, indent: string): string[] {
  const words = text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"').split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && indent.length + line.length + word.length + 1 > 88) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  if (lines.length === 1 && indent.length + lines[0]!.length + 6 <= 88) return [`${indent}"""${lines[0]}"""`];
  return [`${indent}"""${lines[0]}`, ...lines.slice(1).map((l) => `${indent}${l}`), `${indent}"""`];
}

/**
 * `prefix + type` on one line when it fits in 120 columns; otherwise a union one member per
 * line in parentheses, or a Literal one value per line.
 */
function wrap(prefix: string, type: string, indent: string): string {
  if (prefix.length + type.length <= 120) return `${prefix}${type}`;
  const members = type.split(' | ');
  if (members.length > 1)
    return [`${prefix}(`, `${indent}    ${members.join(`\n${indent}    | `)}`, `${indent})`].join('\n');
  const literal = /^(\w+\[)?Literal\[(.*)\](\])?$/.exec(type);
  if (literal) {
    const values = literal[2]!.split(', ');
    const open = `${literal[1] ?? ''}Literal[`;
    return [`${prefix}${open}`, ...values.map((v) => `${indent}    ${v},`), `${indent}]${literal[3] ?? ''}`].join('\n');
  }
  return `${prefix}${type}`;
}

/** Emits one schema file's Python module (without the banner). */
export function emitPythonModule(file: SchemaFile, byPath: Map<string, SchemaFile>): string {
  const imports = new Map<string, Set<string>>();
  const typing = new Set<string>();
  const blocks: string[] = [];
  const importName = (module: string, name: string): void => {
    imports.set(module, (imports.get(module) ?? new Set()).add(name));
  };

  const typeOf = (node: SchemaNode, nameHint: string): string => {
    if (typeof node.$ref === 'string') {
      const target = resolveRef(file.path, node.$ref)!;
      const title = String(byPath.get(target)!.schema.title);
      if (target !== file.path) importName(pyModuleName(target), title);
      return title;
    }
    if ('const' in node) {
      typing.add('Literal');
      return `Literal[${pyLiteral(node.const)}]`;
    }
    if (Array.isArray(node.enum)) {
      typing.add('Literal');
      return `Literal[${node.enum.map(pyLiteral).join(', ')}]`;
    }
    const branches = (node.oneOf ?? node.anyOf) as SchemaNode[] | undefined;
    if (branches) {
      return union(
        branches.map((branch, i) =>
          typeOf(branch, typeof branch.title === 'string' ? branch.title : `${nameHint}${i}`),
        ),
      );
    }
    if (Array.isArray(node.type))
      return union(node.type.map((t: string) => typeOf({ ...node, type: t, title: undefined }, nameHint)));
    switch (node.type) {
      case 'string':
        return 'str';
      case 'integer':
        return 'int';
      case 'number':
        return 'float';
      case 'boolean':
        return 'bool';
      case 'null':
        return 'None';
      case 'array': {
        const items = node.items as SchemaNode | undefined;
        if (!items) typing.add('Any');
        return `list[${items ? typeOf(items, `${nameHint}Item`) : 'Any'}]`;
      }
      case 'object': {
        if (node.properties) return declareClass(node, typeof node.title === 'string' ? node.title : nameHint);
        const values = node.additionalProperties;
        if (typeof values === 'object' && values !== null)
          return `dict[str, ${typeOf(values as SchemaNode, `${nameHint}Value`)}]`;
        typing.add('Any');
        return 'dict[str, Any]';
      }
      default:
        typing.add('Any');
        return 'Any';
    }
  };

  const declareClass = (node: SchemaNode, name: string): string => {
    const bases = baseClasses(node, name);
    const required = new Set((node.required as string[] | undefined) ?? []);
    const fields = Object.entries(node.properties as Record<string, SchemaNode>).map(([key, property]) => {
      let type = typeOf(property, `${name}${pascal(key)}`);
      if (!required.has(key)) {
        typing.add('NotRequired');
        type = `NotRequired[${type}]`;
      }
      return { key, type, description: String(property.description ?? '') };
    });
    if (bases.length === 0) typing.add('TypedDict');
    const lines: string[] = [];
    if (fields.every((f) => /^[A-Za-z_]\w*$/.test(f.key) && !PY_KEYWORDS.has(f.key))) {
      const parents = bases.length > 0 ? bases.join(', ') : 'TypedDict';
      lines.push(`class ${name}(${parents}):`, ...docstring(String(node.description ?? name), '    '), '');
      for (const field of fields)
        lines.push(wrap(`    ${field.key}: `, field.type, '    '), ...docstring(field.description, '    '));
    } else {
      // A key that is not a Python identifier (e.g. `class`) needs the functional form.
      if (bases.length > 0) throw new Error(`${name}: allOf and a key that is not a Python identifier`);
      lines.push(
        ...docstring(String(node.description ?? name), '').map((l) => `# ${l.replace(/"""/g, '').trim()}`.trimEnd()),
      );
      lines.push(`${name} = TypedDict(`, `    "${name}",`, '    {');
      for (const field of fields) {
        lines.push(
          `        # ${field.description}`,
          `${wrap(`        ${JSON.stringify(field.key)}: `, field.type, '        ')},`,
        );
      }
      lines.push('    },', ')');
    }
    blocks.push(lines.join('\n'));
    return name;
  };

  const union = (types: string[]): string => [...new Set(types)].join(' | ');

  // `allOf` of `$ref`s to other objects: the TypedDict extends theirs.
  const baseClasses = (node: SchemaNode, name: string): string[] =>
    ((node.allOf as SchemaNode[] | undefined) ?? []).map((part) => {
      if (typeof part.$ref !== 'string' || Object.keys(part).length !== 1)
        throw new Error(`${name}: the Python generator takes allOf of $refs only`);
      return typeOf(part, name);
    });

  const root = inlinePartRefs(file, byPath);
  const title = String(root.title);
  // `if`/`then`/`else` picks one of two shapes: as a type it is the union of the two.
  const conditional = root.if && root.then && root.else ? [root.then, root.else] : undefined;
  const isClass = root.type === 'object' && root.properties && !root.oneOf && !conditional;
  if (isClass) {
    declareClass(root, title);
  } else {
    const branches = (root.oneOf ?? root.anyOf ?? conditional) as SchemaNode[] | undefined;
    const expression = branches
      ? union(branches.map((b, i) => typeOf(b, typeof b.title === 'string' ? b.title : `${title}${i}`)))
      : typeOf({ ...root, title: undefined }, title);
    typing.add('TypeAlias');
    blocks.push(
      [wrap(`${title}: TypeAlias = `, expression, ''), ...docstring(String(root.description), '')].join('\n'),
    );
  }

  // No `from __future__ import annotations`: Python 3.11's TypedDict cannot see NotRequired in
  // string annotations. Declarations come children first, so eager annotations resolve.
  const header = [`"""${title}: ${posix.basename(file.path)}."""`, ''];
  const importLines = typing.size > 0 ? [`from typing import ${[...typing].sort().join(', ')}`] : [];
  if (imports.size > 0 && importLines.length > 0) importLines.push('');
  for (const [module, names] of [...imports].sort(([a], [b]) => a.localeCompare(b))) {
    importLines.push(`from ${module} import ${[...names].sort().join(', ')}`);
  }
  const gap = blocks[0]!.startsWith('class ') ? ['', ''] : [''];
  return [...header, ...importLines, ...gap, blocks.join('\n\n\n'), ''].join('\n');
}

/** Every title a module declares, in declaration order, for the package's re-exports. */
export function pyDeclaredNames(module: string): string[] {
  return [...module.matchAll(/^(?:class (\w+)\(|(\w+)(?:: TypeAlias)? = )/gm)].map((m) => (m[1] ?? m[2])!);
}

/** The import path of a generated module, for `__init__.py`. */
export function pyImportPath(schemaPath: string): string {
  return `.${moduleStem(schemaPath).replace(/\//g, '.')}`;
}
