/* DO NOT EDIT — generated from schema/contracts/console/login-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ConsoleLoginInput } from '../../../contracts/console/login-input.js';

export const validateConsoleLoginInput = validate20 as unknown as Validator<ConsoleLoginInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/login-input.schema.json',
  title: 'ConsoleLoginInput',
  description:
    "Body of the console server's `POST /api/login`, when it was started with a console token: the same token. A match is answered 204 with a session cookie (`svc_console_session`, HttpOnly, SameSite=Strict) that the UI's later requests carry; a mismatch 401 `unauthorized`.",
  type: 'object',
  required: ['token'],
  properties: {
    token: {
      description: 'The console token the server was started with (`SVC_CONSOLE_TOKEN` or `--token-file`).',
      type: 'string',
      minLength: 1,
      maxLength: 4096,
    },
  },
  additionalProperties: false,
  examples: [{ token: 'console-token-0123456789' }],
};
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/login-input.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.token === undefined && (missing0 = 'token')) {
        validate20.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'token')) {
            validate20.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.token !== undefined) {
            let data0 = data.token;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (typeof data0 === 'string') {
                if (func1(data0) > 4096) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/token',
                      schemaPath: '#/properties/token/maxLength',
                      keyword: 'maxLength',
                      params: { limit: 4096 },
                      message: 'must NOT have more than 4096 characters',
                    },
                  ];
                  return false;
                } else {
                  if (func1(data0) < 1) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/token',
                        schemaPath: '#/properties/token/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                      },
                    ];
                    return false;
                  }
                }
              } else {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/token',
                    schemaPath: '#/properties/token/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
          }
        }
      }
    } else {
      validate20.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
