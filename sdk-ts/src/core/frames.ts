import type { ErrorObject } from '@svc/protocol';
import { formatValidationError } from '@svc/protocol/validator';

/** True for a plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One line saying why a frame failed its schema (up to three reasons), e.g. `/invocation_id must be string`. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return formatValidationError(errors, 3);
}
