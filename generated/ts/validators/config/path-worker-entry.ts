/* DO NOT EDIT — generated from schema/config/path-worker-entry.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { PathWorkerEntry } from '../../config/path-worker-entry.js';

export const validatePathWorkerEntry = validate20 as unknown as Validator<PathWorkerEntry>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/path-worker-entry.schema.json',
  title: 'PathWorkerEntry',
  description:
    "A worker the engine's supervisor installs, starts and restarts: a folder holding its `svc.worker.yaml` manifest.",
  type: 'object',
  required: ['name', 'path'],
  properties: {
    name: {
      description: "Worker name, unique in the config; usually the manifest's `name`.",
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9_-]{0,63}$',
    },
    path: {
      description: "The worker's folder, relative to the config file (or absolute).",
      type: 'string',
      minLength: 1,
    },
    env: {
      description: "Extra environment variables for the worker's scripts, over the manifest's `env`.",
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    replicas: {
      description:
        'How many copies of the worker the supervisor keeps running; they connect under one name and serve its functions together as a pool (svc-bridge `duplicate_functions: pool`).',
      type: 'integer',
      minimum: 1,
      maximum: 64,
      default: 1,
    },
  },
  additionalProperties: false,
  examples: [
    { name: 'scorer', path: './workers/scorer' },
    { name: 'billing', path: '/srv/billing', env: { LOG_LEVEL: 'debug' } },
    { name: 'scorer', path: './workers/scorer', replicas: 4 },
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
  /*# sourceURL="config/path-worker-entry.schema.json" */ let vErrors = null;
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
    if (data.path === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'path' },
        message: "must have required property '" + 'path' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'name' || key0 === 'path' || key0 === 'env' || key0 === 'replicas')) {
        const err2 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (!pattern4.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[a-z0-9][a-z0-9_-]{0,63}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.path !== undefined) {
      let data1 = data.path;
      if (typeof data1 === 'string') {
        if (func1(data1) < 1) {
          const err5 = {
            instancePath: instancePath + '/path',
            schemaPath: '#/properties/path/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/path',
          schemaPath: '#/properties/path/type',
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
    if (data.env !== undefined) {
      let data2 = data.env;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        for (const key1 in data2) {
          if (typeof data2[key1] !== 'string') {
            const err7 = {
              instancePath: instancePath + '/env/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/env/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/env',
          schemaPath: '#/properties/env/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.replicas !== undefined) {
      let data4 = data.replicas;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err9 = {
          instancePath: instancePath + '/replicas',
          schemaPath: '#/properties/replicas/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 64 || isNaN(data4)) {
          const err10 = {
            instancePath: instancePath + '/replicas',
            schemaPath: '#/properties/replicas/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 64 },
            message: 'must be <= 64',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data4 < 1 || isNaN(data4)) {
          const err11 = {
            instancePath: instancePath + '/replicas',
            schemaPath: '#/properties/replicas/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
  } else {
    const err12 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
