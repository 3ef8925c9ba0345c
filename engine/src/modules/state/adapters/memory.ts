/**
 * The `in_memory` adapter: a map of scopes to maps of JSON texts, answered synchronously. Values
 * are kept as JSON text, not objects, so a caller in the engine process can never change a
 * stored value through a reference it was handed, and every adapter round-trips values alike.
 * Everything is lost when the engine stops. The file adapter keeps its live data in the same
 * table.
 */
import { compareKeys } from '../values.js';
import type { ChangeFn, Page, PageQuery, StateAdapter } from './adapter.js';

/** The in-memory table of every entry. */
export class MemoryTable {
  private readonly scopes = new Map<string, Map<string, string>>();

  get(scope: string, key: string): string | undefined {
    return this.scopes.get(scope)?.get(key);
  }

  /** Stores `text` and returns the previous text. */
  set(scope: string, key: string, text: string): string | undefined {
    let entries = this.scopes.get(scope);
    if (!entries) this.scopes.set(scope, (entries = new Map()));
    const old = entries.get(key);
    entries.set(key, text);
    return old;
  }

  /** Removes an entry (and its scope once empty) and returns its text. */
  delete(scope: string, key: string): string | undefined {
    const entries = this.scopes.get(scope);
    const old = entries?.get(key);
    if (old === undefined) return undefined;
    entries!.delete(key);
    if (entries!.size === 0) this.scopes.delete(scope);
    return old;
  }

  /** Removes every entry. */
  clear(): void {
    this.scopes.clear();
  }

  list(scope: string): [string, string][] {
    return [...(this.scopes.get(scope) ?? [])].sort((a, b) => compareKeys(a[0], b[0]));
  }

  groups(): string[] {
    return [...this.scopes.keys()].sort(compareKeys);
  }

  page(scope: string, { prefix, after, limit }: PageQuery): Page {
    const entries = this.scopes.get(scope);
    if (!entries) return { entries: [], next: null };
    const keys = [...entries.keys()]
      .filter((key) => key.startsWith(prefix) && (after === undefined || compareKeys(key, after) > 0))
      .sort(compareKeys);
    const page = keys.slice(0, limit).map((key): [string, string] => [key, entries.get(key)!]);
    return { entries: page, next: keys.length > limit ? page.at(-1)![0] : null };
  }

  /** Every entry, for writing a snapshot. */
  *all(): Generator<[scope: string, key: string, text: string]> {
    for (const [scope, entries] of this.scopes) for (const [key, text] of entries) yield [scope, key, text];
  }
}

/** Applies a change to `table` at once: JavaScript runs one change at a time, so it is atomic. */
export function modifyTable<R>(
  table: MemoryTable,
  scope: string,
  key: string,
  change: ChangeFn<R>,
): { result: R; wrote: string | undefined } {
  const { write, result } = change(table.get(scope, key));
  if (write !== undefined) table.set(scope, key, write);
  return { result, wrote: write };
}

/** The `in_memory` adapter. */
export class MemoryAdapter implements StateAdapter {
  private readonly table = new MemoryTable();

  get(scope: string, key: string): string | undefined {
    return this.table.get(scope, key);
  }
  set(scope: string, key: string, text: string): string | undefined {
    return this.table.set(scope, key, text);
  }
  delete(scope: string, key: string): string | undefined {
    return this.table.delete(scope, key);
  }
  modify<R>(scope: string, key: string, change: ChangeFn<R>): R {
    return modifyTable(this.table, scope, key, change).result;
  }
  list(scope: string): [string, string][] {
    return this.table.list(scope);
  }
  listGroups(): string[] {
    return this.table.groups();
  }
  listKeys(scope: string, query: PageQuery): Page {
    return this.table.page(scope, query);
  }
  async close(): Promise<void> {}
}
