/**
 * What a storage adapter of svc-state provides. Adapters hold JSON texts and know nothing of
 * update ops, size limits or triggers: the store (`../store.ts`) does those once for all of
 * them. Every method resolves once the change it made is acknowledged by the adapter's
 * durability rule (see the module README).
 */

/** The outcome of one `modify` call: what to store (nothing when absent) and what to answer. */
export interface Change<R> {
  /** New JSON text for the entry; absent to leave it as it is. */
  write?: string;
  /** Handed back to the caller of `modify`. */
  result: R;
}

/**
 * Computes a change from the entry's current JSON text (undefined when missing). It must be a
 * pure function of its argument: an adapter may call it again after a conflict, and only the
 * last call's result counts. It may throw to refuse the change (nothing is written).
 */
export type ChangeFn<R> = (current: string | undefined) => Change<R>;

/** One page of `listKeys`. */
export interface Page {
  /** Entries as `[key, JSON text]`, in key order. */
  entries: [string, string][];
  /** The last key of this page when more follow, else null. */
  next: string | null;
}

/** Paging of `listKeys`. */
export interface PageQuery {
  /** Only keys starting with this. */
  prefix: string;
  /** Only keys after this one (the previous page's `next`). */
  after: string | undefined;
  /** Most entries. */
  limit: number;
}

/** A storage adapter. Results may be plain values when the adapter answers synchronously. */
export interface StateAdapter {
  /** The entry's JSON text, or undefined. */
  get(scope: string, key: string): string | undefined | Promise<string | undefined>;
  /** Stores `text`; returns the previous text. */
  set(scope: string, key: string, text: string): string | undefined | Promise<string | undefined>;
  /** Removes the entry; returns its text. */
  delete(scope: string, key: string): string | undefined | Promise<string | undefined>;
  /** Reads, changes and writes one entry atomically: no other write to it comes in between. */
  modify<R>(scope: string, key: string, change: ChangeFn<R>): R | Promise<R>;
  /** Every entry of a scope, in key order. */
  list(scope: string): [string, string][] | Promise<[string, string][]>;
  /** Every scope with at least one entry, sorted. */
  listGroups(): string[] | Promise<string[]>;
  /** One page of a scope's entries. */
  listKeys(scope: string, query: PageQuery): Page | Promise<Page>;
  /**
   * When acknowledged writes may still be lost (the file adapter with `durability: batched`):
   * resolves once everything written so far is durable. Undefined when acknowledged already
   * means durable.
   */
  whenDurable?(): Promise<void> | undefined;
  /** Flushes what is pending and releases files and connections. */
  close(): Promise<void>;
}
