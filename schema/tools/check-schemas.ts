/**
 * The meta check: every schema file must be one that the generator can turn into good code.
 * Run as a script it prints each problem and exits 1 when there is any.
 */
import { createAjv } from './ajv.ts';
import { loadSchemas, referencedFiles, walkSchema, type SchemaFile, type SchemaNode } from './schemas.ts';

/** One thing wrong with one schema file. */
export interface SchemaProblem {
  /** File path relative to schema/. */
  path: string;
  /** JSON pointer inside the file, `` for the root. */
  pointer: string;
  /** What is wrong and how to fix it. */
  message: string;
}

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

/** Checks the given schema files and returns every problem found (none means they pass). */
export function checkSchemas(files: SchemaFile[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const report = (path: string, pointer: string, message: string): void => {
    problems.push({ path, pointer, message });
  };
  const paths = new Set(files.map((f) => f.path));
  const titles = new Map<string, string>();

  for (const file of files) {
    const { path, schema } = file;
    if (schema.$id !== path)
      report(path, '', `$id must be "${path}" (the file's path below schema/), found ${JSON.stringify(schema.$id)}`);
    if (schema.$schema !== DRAFT) report(path, '', `$schema must be "${DRAFT}"`);
    if (typeof schema.title !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(schema.title)) {
      report(path, '', 'title must be a PascalCase name: it becomes the generated type name');
    } else if (titles.has(schema.title)) {
      report(path, '', `title "${schema.title}" is already used by ${titles.get(schema.title)}`);
    } else {
      titles.set(schema.title, path);
    }
    if (typeof schema.description !== 'string' || schema.description.trim() === '')
      report(path, '', 'the schema needs a description');
    for (const target of referencedFiles(file)) {
      if (!paths.has(target)) report(path, '', `$ref to ${target}, which does not exist`);
    }
    walkSchema(schema, (node, pointer) => checkNode(path, node, pointer, report));
  }
  if (problems.length > 0) return problems;

  // Unknown keywords, bad types and unresolved refs: ajv in strict mode refuses them.
  const ajv = createAjv(files, { allErrors: true });
  for (const { path, schema } of files) {
    let validate: ReturnType<typeof ajv.getSchema>;
    try {
      validate = ajv.getSchema(path);
    } catch (error) {
      report(path, '', `does not compile: ${(error as Error).message}`);
      continue;
    }
    if (!validate) {
      report(path, '', 'does not compile');
      continue;
    }
    const examples = schema.examples;
    if (!Array.isArray(examples) || examples.length === 0) {
      report(path, '', 'give at least one valid example under `examples`: the tests and the docs use them');
      continue;
    }
    examples.forEach((example, i) => {
      if (!validate(example)) report(path, `/examples/${i}`, `example is invalid: ${ajv.errorsText(validate.errors)}`);
    });
  }
  return problems;
}

function checkNode(
  path: string,
  node: SchemaNode,
  pointer: string,
  report: (path: string, pointer: string, message: string) => void,
): void {
  const properties = node.properties as Record<string, SchemaNode> | undefined;
  if (properties) {
    for (const [name, property] of Object.entries(properties)) {
      if (typeof property.description !== 'string' || property.description.trim() === '') {
        report(
          path,
          `${pointer}/properties/${name}`,
          `property "${name}" needs a description: it becomes the doc comment in TypeScript and Python`,
        );
      }
    }
  }
  if ((properties || node.type === 'object') && !('additionalProperties' in node)) {
    report(
      path,
      pointer,
      'state additionalProperties: true for wire frames (unknown fields are tolerated) ' +
        'or false for user-authored files',
    );
  }
}

if (import.meta.main) {
  const files = loadSchemas();
  const problems = checkSchemas(files);
  for (const p of problems) console.error(`schema/${p.path}#${p.pointer}: ${p.message}`);
  const count = files.length;
  if (problems.length > 0) {
    console.error(`${problems.length} problem(s) in the schemas`);
    process.exit(1);
  }
  console.log(`schemas ok: ${count} files`);
}
