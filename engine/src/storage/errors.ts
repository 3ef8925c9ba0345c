/**
 * Error codes of the shared storage (listed in docs/errors.md under the modules that use it):
 * a module that keeps its data in a record log or in Redis answers with these.
 */
export const StorageErrorCode = {
  /** The store cannot be used: it cannot be opened, it stopped after a failed write, or Redis is unreachable. */
  storeUnavailable: 'store_unavailable',
  /** A write was handed to the disk or to Redis and then failed: it may or may not have been applied. */
  storeOutcomeUnknown: 'store_outcome_unknown',
} as const;
