/**
 * Calls user code and always returns a promise: a synchronous throw becomes a rejection, a
 * plain value a resolved promise. User handlers may be sync or async; the core treats both
 * the same way and never lets a throw escape into frame handling.
 */
export function attempt<T>(fn: () => T | Promise<T>): Promise<T> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(error);
  }
}

/** The message of anything thrown: `Error.message`, a string as it is, anything else as JSON. */
export function messageOf(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.message;
  if (typeof thrown === 'string') return thrown;
  try {
    return JSON.stringify(thrown) ?? String(thrown);
  } catch {
    return String(thrown);
  }
}
