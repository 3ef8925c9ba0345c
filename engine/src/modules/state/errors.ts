/**
 * Error codes of svc-state (listed in docs/errors.md). Op-level codes of `state::update`
 * (`increment.not_number`, ...) are made in `ops.ts` and travel in the result, not as errors.
 */
export const StateErrorCode = {
  /** A value's JSON text is larger than `max_value_bytes`. iii's spelling. */
  valueTooLarge: 'VALUE_TOO_LARGE',
  /**
   * The store cannot be used: it cannot be opened (start-up fails), it stopped after a failed
   * write, or Redis is unreachable. Nothing was written.
   */
  storeUnavailable: 'store_unavailable',
  /** Redis: the connection failed while a write was in flight; it may or may not have been applied. */
  storeOutcomeUnknown: 'store_outcome_unknown',
  /** An update or compare-and-set on Redis lost to other writers on every attempt. */
  stateConflict: 'state_conflict',
} as const;
