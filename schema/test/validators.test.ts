import fc from 'fast-check';
import * as protocol from '@svc/protocol';
import { describe, expect, it } from 'vitest';
import { loadSchemas, type SchemaNode } from '../tools/schemas.ts';
import { validatorName } from '../tools/validators.ts';

type Validator = protocol.Validator<unknown>;
const files = loadSchemas();
const validatorOf = (title: unknown): Validator => {
  const validate = (protocol as unknown as Record<string, Validator>)[validatorName(String(title))];
  if (!validate) throw new Error(`no generated validator for ${String(title)}`);
  return validate;
};
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of a JSON type that `schema` does not allow, or undefined when it allows every type. */
function wrongValueFor(schema: SchemaNode): unknown {
  if (schema.$ref || schema.oneOf || schema.anyOf) return undefined;
  const types = schema.const !== undefined ? [typeof schema.const] : ([] as unknown[]).concat(schema.type ?? []);
  if (types.length === 0) return undefined;
  if (!types.includes('number') && !types.includes('integer')) return 12345;
  if (!types.includes('string')) return 'not-a-number';
  return undefined;
}

describe.each(files.map((f) => [f.path, f] as const))('%s', (_path, file) => {
  const validate = validatorOf(file.schema.title);
  const examples = file.schema.examples as unknown[];
  const properties = (file.schema.properties ?? {}) as Record<string, SchemaNode>;
  const required = (file.schema.required ?? []) as string[];
  // A union (oneOf, or if/then/else) is checked through its branches' own files.
  const isPlainObject = file.schema.type === 'object' && !file.schema.oneOf && !file.schema.if;

  it.each(examples.map((e, i) => [i, e] as const))('accepts example %i', (_i, example) => {
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
  });

  if (!isPlainObject) return;
  const objectExamples = examples.filter(isObject);

  it.each(required.map((name) => [name]))('refuses a frame without required "%s" and names it', (name) => {
    for (const example of objectExamples) {
      const { [name]: _dropped, ...rest } = example;
      expect(validate(rest)).toBe(false);
      expect(validate.errors?.[0]).toMatchObject({
        instancePath: '',
        keyword: 'required',
        params: { missingProperty: name },
      });
    }
  });

  const typed = Object.entries(properties).filter(([, schema]) => wrongValueFor(schema) !== undefined);
  it.each(typed.map(([name, schema]) => [name, schema] as const))(
    'refuses a wrong type for "%s" at its path',
    (name, schema) => {
      const example = objectExamples.find((e) => name in e) ?? objectExamples[0]!;
      const mutated = { ...example, [name]: wrongValueFor(schema) };
      expect(validate(mutated)).toBe(false);
      expect(validate.errors?.map((e) => e.instancePath)).toContain(`/${name}`);
    },
  );

  if (properties.type?.const !== undefined) {
    it('refuses another message type tag', () => {
      const mutated = {
        ...objectExamples[0],
        type: 'invokefunction' === properties.type!.const ? 'invocationresult' : 'invokefunction',
      };
      expect(validate(mutated)).toBe(false);
      expect(validate.errors?.[0]).toMatchObject({ instancePath: '/type', keyword: 'const' });
    });
  }

  if (file.schema.additionalProperties === true) {
    it('tolerates unknown fields', () => {
      fc.assert(
        fc.property(
          fc.dictionary(
            fc.string({ minLength: 1 }).filter((k) => !(k in properties)),
            fc.jsonValue(),
          ),
          (extra) => {
            for (const example of objectExamples) expect(validate({ ...extra, ...example })).toBe(true);
          },
        ),
        { numRuns: 50 },
      );
    });
  } else if (file.schema.additionalProperties === false) {
    it('refuses unknown fields and names them', () => {
      const mutated = { ...objectExamples[0], nonexistent_setting: 1 };
      expect(validate(mutated)).toBe(false);
      expect(validate.errors).toContainEqual(
        expect.objectContaining({
          keyword: 'additionalProperties',
          params: { additionalProperty: 'nonexistent_setting' },
        }),
      );
    });
  }
});

describe('message unions', () => {
  const wireExamples = files
    .filter(
      (f) => f.path.startsWith('wire/') && (f.schema.properties as Record<string, SchemaNode> | undefined)?.type?.const,
    )
    .flatMap((f) => (f.schema.examples as Record<string, unknown>[]).map((e) => [String(e.type), e] as const));

  it('has a validator for every tag, and it agrees with the union schema', () => {
    for (const [tag, example] of wireExamples) {
      const inbound = tag in protocol.inboundValidators;
      const outbound = tag in protocol.outboundValidators;
      expect(inbound || outbound, `${tag} belongs to no direction`).toBe(true);
      if (inbound) expect(protocol.validateInboundMessage(example)).toBe(true);
      if (outbound) expect(protocol.validateOutboundMessage(example)).toBe(true);
    }
  });

  it('refuses an unknown type tag with a discriminator error', () => {
    expect(protocol.validateInboundMessage({ type: 'nope' })).toBe(false);
    expect(protocol.validateInboundMessage.errors?.[0]).toMatchObject({
      keyword: 'discriminator',
      params: { tagValue: 'nope' },
    });
    expect(protocol.validateInboundMessage({ type: 'workerregistered', worker_id: 'w' })).toBe(false);
  });

  it('accepts any JSON payload and metadata on invokefunction', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (data, metadata) => {
        expect(protocol.validateInvokeFunction({ type: 'invokefunction', function_id: 'a::b', data, metadata })).toBe(
          true,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('accepts the frames SDKs send without data or config', () => {
    expect(protocol.validateInvokeFunction({ type: 'invokefunction', invocation_id: 'x', function_id: 'a' })).toBe(
      true,
    );
    expect(
      protocol.validateRegisterTrigger({ type: 'registertrigger', id: 't', trigger_type: 'cron', function_id: 'a' }),
    ).toBe(true);
  });
});

describe('config validation', () => {
  it('reports every error of a bad config with its path', () => {
    const config = { workers: [{ name: 'svc-http', config: { port: 'eighty', bogus: 1 } }, { name: 'svc-htp' }] };
    expect(protocol.validateEngineConfig(config)).toBe(false);
    const paths = protocol.validateEngineConfig.errors!.map((e) => e.instancePath);
    expect(paths).toEqual(expect.arrayContaining(['/workers/0/config', '/workers/0/config/port', '/workers/1']));
  });

  it('accepts the iii names and the legacy modules list', () => {
    expect(
      protocol.validateEngineConfig({
        workers: [{ name: 'iii-http', config: { port: 3111 } }, { name: 'iii-worker-manager' }],
      }),
    ).toBe(true);
    expect(
      protocol.validateEngineConfig({ modules: [{ class: 'modules::api::RestApiModule', config: { port: 1 } }] }),
    ).toBe(true);
    expect(
      protocol.validateEngineConfig({ modules: [{ class: 'modules::api::RestApiModule', config: { port: 'x' } }] }),
    ).toBe(false);
  });

  it('checks a built-in config against that built-in, not another', () => {
    expect(protocol.validateEngineConfig({ workers: [{ name: 'svc-state', config: { port: 3111 } }] })).toBe(false);
    expect(protocol.validateEngineConfig.errors).toContainEqual(
      expect.objectContaining({ instancePath: '/workers/0/config', params: { additionalProperty: 'port' } }),
    );
  });
});

describe('formatValidationError', () => {
  it('names the offending value by its JSON pointer, the root as /', () => {
    expect(protocol.validateInvokeFunction({ type: 'invokefunction', function_id: 5 })).toBe(false);
    expect(protocol.formatValidationError(protocol.validateInvokeFunction.errors)).toBe('/function_id must be string');
    expect(protocol.validateInvokeFunction([])).toBe(false);
    expect(protocol.formatValidationError(protocol.validateInvokeFunction.errors)).toBe('/ must be object');
  });

  it('joins the first `limit` errors, and says invalid when the validator left none', () => {
    expect(protocol.validateEngineConfig({ workers: [{ name: 'svc-http', config: { port: 'x', bogus: 1 } }] })).toBe(
      false,
    );
    const errors = protocol.validateEngineConfig.errors!;
    expect(errors.length).toBeGreaterThan(2);
    expect(protocol.formatValidationError(errors).split('; ')).toHaveLength(1);
    expect(protocol.formatValidationError(errors, 2).split('; ')).toHaveLength(2);
    expect(protocol.formatValidationError(errors, 2)).toMatch(/^\/workers\/0\S* \S/);
    expect(protocol.formatValidationError(null)).toBe('invalid');
    expect(protocol.formatValidationError([])).toBe('invalid');
  });
});
