/* DO NOT EDIT — generated from schema/contracts/console/login-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/console/login-input.schema.json` (ConsoleLoginInput), as written in schema/. */
export const schema: SchemaDocument = {
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
