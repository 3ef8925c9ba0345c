import { describe, expect, it } from 'vitest';
import { checkSchemas } from '../tools/check-schemas.ts';
import { loadSchemas, type SchemaFile, type SchemaNode } from '../tools/schemas.ts';

const schemas = loadSchemas();

/** The real schema files with one of them changed by `edit`. */
function withEdit(path: string, edit: (schema: SchemaNode) => void): SchemaFile[] {
  return schemas.map((file) => {
    if (file.path !== path) return file;
    const schema = structuredClone(file.schema);
    edit(schema);
    return { path, schema };
  });
}

const props = (schema: SchemaNode) => schema.properties as Record<string, SchemaNode>;

describe('checkSchemas', () => {
  it('passes the schemas in schema/', () => {
    expect(checkSchemas(schemas)).toEqual([]);
  });

  it('refuses an $id that is not the file path', () => {
    const problems = checkSchemas(withEdit('wire/ping.schema.json', (s) => (s.$id = 'wire/pong.schema.json')));
    expect(problems).toEqual([
      expect.objectContaining({ path: 'wire/ping.schema.json', message: expect.stringContaining('$id must be') }),
    ]);
  });

  it('refuses a property without a description, naming it', () => {
    const problems = checkSchemas(
      withEdit('wire/invoke-function.schema.json', (s) => delete props(s).function_id!.description),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/properties/function_id',
        message: expect.stringContaining('"function_id" needs a description'),
      }),
    ]);
  });

  it('refuses a nested object that does not state additionalProperties', () => {
    const problems = checkSchemas(
      withEdit('wire/register-function.schema.json', (s) => delete props(s).invocation!.additionalProperties),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/properties/invocation',
        message: expect.stringContaining('additionalProperties'),
      }),
    ]);
  });

  it('refuses an unknown keyword', () => {
    const problems = checkSchemas(withEdit('common/error-body.schema.json', (s) => (s.requried = ['code'])));
    // Every file that references the broken one fails to compile too.
    expect(problems).toContainEqual(
      expect.objectContaining({ path: 'common/error-body.schema.json', message: expect.stringContaining('requried') }),
    );
    expect(problems.every((p) => p.message.includes('unknown keyword: "requried"'))).toBe(true);
  });

  it('refuses a $ref to a file that does not exist', () => {
    const problems = checkSchemas(
      withEdit(
        'wire/ping.schema.json',
        (s) => (props(s).extra = { description: 'x', $ref: '../common/nope.schema.json' }),
      ),
    );
    expect(problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('common/nope.schema.json, which does not exist') }),
    ]);
  });

  it('refuses an example that its own schema rejects', () => {
    const problems = checkSchemas(withEdit('wire/ping.schema.json', (s) => (s.examples = [{ type: 'pong' }])));
    expect(problems).toEqual([
      expect.objectContaining({ pointer: '/examples/0', message: expect.stringContaining('example is invalid') }),
    ]);
  });

  it('refuses a title used by two files', () => {
    const problems = checkSchemas(withEdit('wire/pong.schema.json', (s) => (s.title = 'Ping')));
    expect(problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('title "Ping" is already used') }),
    ]);
  });
});
