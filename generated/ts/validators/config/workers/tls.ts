/* DO NOT EDIT — generated from schema/config/workers/tls.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { TlsConfig } from '../../../config/workers/tls.js';

export const validateTlsConfig = validate20 as unknown as Validator<TlsConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/tls.schema.json',
  title: 'TlsConfig',
  description:
    'TLS on a listener: with it the listener speaks `https://` and `wss://` only, without a proxy in front. Paths are PEM files, relative to the config file; they are read once at start-up, and a file that cannot be read or a key that does not match its certificate stops the start with a message naming the file.',
  type: 'object',
  required: ['cert', 'key'],
  properties: {
    cert: {
      description:
        "The listener's certificate chain (PEM): its own certificate first, then any intermediates.",
      type: 'string',
      minLength: 1,
    },
    key: { description: 'The private key of `cert` (PEM).', type: 'string', minLength: 1 },
    ca: {
      description:
        "Certificates (PEM) to trust instead of the system's when a client presents a certificate; with `request_client_cert` a client without a certificate signed by one of them is refused at the TLS handshake.",
      type: 'string',
      minLength: 1,
    },
    passphrase: {
      description: 'Passphrase of an encrypted `key`; `${ENV_VAR}` expansion keeps it out of the file.',
      type: 'string',
    },
    request_client_cert: {
      description: 'Whether clients must present a certificate signed by `ca` (mutual TLS). Needs `ca`.',
      type: 'boolean',
      default: false,
    },
    min_version: {
      description: 'Oldest TLS version accepted.',
      enum: ['TLSv1.2', 'TLSv1.3'],
      default: 'TLSv1.2',
    },
  },
  additionalProperties: false,
  examples: [
    { cert: 'certs/engine.pem', key: 'certs/engine-key.pem' },
    {
      cert: '/etc/svc/tls/cert.pem',
      key: '/etc/svc/tls/key.pem',
      ca: '/etc/svc/tls/clients-ca.pem',
      request_client_cert: true,
      min_version: 'TLSv1.3',
    },
  ],
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
  /*# sourceURL="config/workers/tls.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.cert === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'cert' },
        message: "must have required property '" + 'cert' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.key === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'key' },
        message: "must have required property '" + 'key' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'cert' ||
        key0 === 'key' ||
        key0 === 'ca' ||
        key0 === 'passphrase' ||
        key0 === 'request_client_cert' ||
        key0 === 'min_version'
      )) {
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
    if (data.cert !== undefined) {
      let data0 = data.cert;
      if (typeof data0 === 'string') {
        if (func1(data0) < 1) {
          const err3 = {
            instancePath: instancePath + '/cert',
            schemaPath: '#/properties/cert/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
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
          instancePath: instancePath + '/cert',
          schemaPath: '#/properties/cert/type',
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
    if (data.key !== undefined) {
      let data1 = data.key;
      if (typeof data1 === 'string') {
        if (func1(data1) < 1) {
          const err5 = {
            instancePath: instancePath + '/key',
            schemaPath: '#/properties/key/minLength',
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
          instancePath: instancePath + '/key',
          schemaPath: '#/properties/key/type',
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
    if (data.ca !== undefined) {
      let data2 = data.ca;
      if (typeof data2 === 'string') {
        if (func1(data2) < 1) {
          const err7 = {
            instancePath: instancePath + '/ca',
            schemaPath: '#/properties/ca/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/ca',
          schemaPath: '#/properties/ca/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.passphrase !== undefined) {
      if (typeof data.passphrase !== 'string') {
        const err9 = {
          instancePath: instancePath + '/passphrase',
          schemaPath: '#/properties/passphrase/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.request_client_cert !== undefined) {
      if (typeof data.request_client_cert !== 'boolean') {
        const err10 = {
          instancePath: instancePath + '/request_client_cert',
          schemaPath: '#/properties/request_client_cert/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.min_version !== undefined) {
      let data5 = data.min_version;
      if (!(data5 === 'TLSv1.2' || data5 === 'TLSv1.3')) {
        const err11 = {
          instancePath: instancePath + '/min_version',
          schemaPath: '#/properties/min_version/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.min_version.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
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
