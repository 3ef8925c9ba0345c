/* DO NOT EDIT — generated from schema/manifest/worker-manifest.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { WorkerManifest } from '../../manifest/worker-manifest.js';

export const validateWorkerManifest = validate20 as unknown as Validator<WorkerManifest>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'manifest/worker-manifest.schema.json',
  title: 'WorkerManifest',
  description:
    "A worker's `svc.worker.yaml`: how the engine's supervisor installs and starts a worker found at a path. The engine runs `scripts.install` once (again with `--force`), then `scripts.start` with `SVC_URL` set, restarting it with backoff when it exits.",
  type: 'object',
  required: ['name', 'runtime', 'scripts'],
  properties: {
    name: {
      description: 'Worker name: lower-case letters, digits, `-` and `_`, starting with a letter or digit.',
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9_-]{0,63}$',
    },
    description: { description: 'What the worker does.', type: 'string' },
    runtime: {
      description: 'What the worker runs on.',
      type: 'object',
      required: ['kind'],
      properties: {
        kind: { description: 'Language runtime.', enum: ['node', 'python'] },
        package_manager: {
          description: "Tool that installs the worker's dependencies.",
          enum: ['npm', 'pnpm', 'yarn', 'pip', 'uv', 'poetry'],
        },
        entry: {
          description: 'Entry file, relative to the manifest, e.g. `src/worker.ts` or `worker.py`.',
          type: 'string',
          minLength: 1,
        },
      },
      additionalProperties: false,
    },
    scripts: {
      description: "Shell commands run in the worker's folder.",
      type: 'object',
      required: ['start'],
      properties: {
        install: {
          description: "Installs dependencies; its output is kept in the worker's install log.",
          type: 'string',
        },
        start: {
          description: 'Starts the worker; it must connect to the engine at `SVC_URL`.',
          type: 'string',
          minLength: 1,
        },
      },
      additionalProperties: false,
    },
    env: {
      description: 'Extra environment variables for both scripts.',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
  },
  additionalProperties: false,
  examples: [
    {
      name: 'billing',
      runtime: { kind: 'node', package_manager: 'npm', entry: 'src/worker.ts' },
      scripts: { install: 'npm install', start: 'node src/worker.ts' },
    },
    {
      name: 'scorer',
      runtime: { kind: 'python', package_manager: 'pip', entry: 'worker.py' },
      scripts: {
        install: 'python3 -m venv .venv && .venv/bin/pip install -r requirements.txt',
        start: '.venv/bin/python worker.py',
      },
    },
  ],
};
const pattern4 = new RegExp('^[a-z0-9][a-z0-9_-]{0,63}$', 'u');
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="manifest/worker-manifest.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.runtime === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'runtime' },
        message: "must have required property '" + 'runtime' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.scripts === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'scripts' },
        message: "must have required property '" + 'scripts' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'name' ||
        key0 === 'description' ||
        key0 === 'runtime' ||
        key0 === 'scripts' ||
        key0 === 'env'
      )) {
        const err3 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (!pattern4.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[a-z0-9][a-z0-9_-]{0,63}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      if (typeof data.description !== 'string') {
        const err6 = {
          instancePath: instancePath + '/description',
          schemaPath: '#/properties/description/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.runtime !== undefined) {
      let data2 = data.runtime;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (data2.kind === undefined) {
          const err7 = {
            instancePath: instancePath + '/runtime',
            schemaPath: '#/properties/runtime/required',
            keyword: 'required',
            params: { missingProperty: 'kind' },
            message: "must have required property '" + 'kind' + "'",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        for (const key1 in data2) {
          if (!(key1 === 'kind' || key1 === 'package_manager' || key1 === 'entry')) {
            const err8 = {
              instancePath: instancePath + '/runtime',
              schemaPath: '#/properties/runtime/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.kind !== undefined) {
          let data3 = data2.kind;
          if (!(data3 === 'node' || data3 === 'python')) {
            const err9 = {
              instancePath: instancePath + '/runtime/kind',
              schemaPath: '#/properties/runtime/properties/kind/enum',
              keyword: 'enum',
              params: { allowedValues: schema31.properties.runtime.properties.kind.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data2.package_manager !== undefined) {
          let data4 = data2.package_manager;
          if (!(
            data4 === 'npm' ||
            data4 === 'pnpm' ||
            data4 === 'yarn' ||
            data4 === 'pip' ||
            data4 === 'uv' ||
            data4 === 'poetry'
          )) {
            const err10 = {
              instancePath: instancePath + '/runtime/package_manager',
              schemaPath: '#/properties/runtime/properties/package_manager/enum',
              keyword: 'enum',
              params: { allowedValues: schema31.properties.runtime.properties.package_manager.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data2.entry !== undefined) {
          let data5 = data2.entry;
          if (typeof data5 === 'string') {
            if (func1(data5) < 1) {
              const err11 = {
                instancePath: instancePath + '/runtime/entry',
                schemaPath: '#/properties/runtime/properties/entry/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = {
              instancePath: instancePath + '/runtime/entry',
              schemaPath: '#/properties/runtime/properties/entry/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = {
          instancePath: instancePath + '/runtime',
          schemaPath: '#/properties/runtime/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.scripts !== undefined) {
      let data6 = data.scripts;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        if (data6.start === undefined) {
          const err14 = {
            instancePath: instancePath + '/scripts',
            schemaPath: '#/properties/scripts/required',
            keyword: 'required',
            params: { missingProperty: 'start' },
            message: "must have required property '" + 'start' + "'",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        for (const key2 in data6) {
          if (!(key2 === 'install' || key2 === 'start')) {
            const err15 = {
              instancePath: instancePath + '/scripts',
              schemaPath: '#/properties/scripts/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key2 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data6.install !== undefined) {
          if (typeof data6.install !== 'string') {
            const err16 = {
              instancePath: instancePath + '/scripts/install',
              schemaPath: '#/properties/scripts/properties/install/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data6.start !== undefined) {
          let data8 = data6.start;
          if (typeof data8 === 'string') {
            if (func1(data8) < 1) {
              const err17 = {
                instancePath: instancePath + '/scripts/start',
                schemaPath: '#/properties/scripts/properties/start/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          } else {
            const err18 = {
              instancePath: instancePath + '/scripts/start',
              schemaPath: '#/properties/scripts/properties/start/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = {
          instancePath: instancePath + '/scripts',
          schemaPath: '#/properties/scripts/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.env !== undefined) {
      let data9 = data.env;
      if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
        for (const key3 in data9) {
          if (typeof data9[key3] !== 'string') {
            const err20 = {
              instancePath: instancePath + '/env/' + key3.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/env/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/env',
          schemaPath: '#/properties/env/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
  } else {
    const err22 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
