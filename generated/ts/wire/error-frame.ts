/* DO NOT EDIT — generated from schema/wire/error-frame.schema.json by make generate */
import type { ErrorBody } from '../common/error-body.js';

/**
 * Engine to worker: a connection-level error, e.g. a refused authentication, sent just before the engine closes the connection.
 */
export interface ErrorFrame {
  /**
   * Message tag.
   */
  type: 'error';
  /**
   * What went wrong.
   */
  error: ErrorBody;
  [k: string]: unknown | undefined;
}
