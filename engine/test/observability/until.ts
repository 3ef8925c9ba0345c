/** What the observability integration tests share: polling until a condition holds. */

/** Polls `read` until `done` holds or `ms` pass (SDKs and exporters flush in batches); returns the last value. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
