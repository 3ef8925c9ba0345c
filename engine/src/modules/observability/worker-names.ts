/**
 * Names of connected workers for the `svc.worker.name` span attribute, read through
 * `engine::workers::list` when workers come, go or register their metadata (never per call).
 */
import type { EngineEvent, ModuleHost } from '../host.js';

/** Worker id → registered name, refreshed on worker events. */
export class WorkerNames {
  private readonly names = new Map<string, string>();
  private refreshing = false;
  private again = false;

  constructor(private readonly host: ModuleHost<unknown>) {}

  get(id: string): string | undefined {
    return this.names.get(id);
  }

  onEvent(event: EngineEvent): void {
    if (event.type === 'worker_disconnected') this.names.delete(event.workerId);
    else if (event.type === 'worker_metadata_updated' || event.type === 'worker_connected') void this.refresh();
  }

  private async refresh(): Promise<void> {
    if (this.refreshing) {
      this.again = true;
      return;
    }
    this.refreshing = true;
    try {
      const listed = (await this.host.invoke('engine::workers::list', {})) as {
        workers?: { id: string; name?: string | null }[];
      };
      this.names.clear();
      for (const worker of listed?.workers ?? []) if (worker.name) this.names.set(worker.id, worker.name);
    } catch {
      // Names are a nicety: spans go without them until the next refresh.
    } finally {
      this.refreshing = false;
      if (this.again) {
        this.again = false;
        void this.refresh();
      }
    }
  }
}
