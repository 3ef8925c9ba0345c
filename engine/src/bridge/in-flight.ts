/**
 * The request/response calls one connection made that still wait for their result, counted by
 * invocation id from the frames the connection carries: an `invokefunction` it sent opens one,
 * the `invocationresult` sent back with that id closes it. The router answers every such call
 * exactly once (result, error, timeout, refusal), so the count needs nothing from it. A reused
 * id counts twice, as the router answers the duplicate too.
 */
export class InFlightCalls {
  private readonly ids = new Map<string, number>();
  private open = 0;

  /** Calls waiting for their result. */
  get size(): number {
    return this.open;
  }

  /** A call with `id` was sent. */
  opened(id: string): void {
    this.ids.set(id, (this.ids.get(id) ?? 0) + 1);
    this.open++;
  }

  /** A result with `id` was sent back; a result for no open call changes nothing. */
  closed(id: string): void {
    const count = this.ids.get(id);
    if (count === undefined) return;
    if (count === 1) this.ids.delete(id);
    else this.ids.set(id, count - 1);
    this.open--;
  }
}
