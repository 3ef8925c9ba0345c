import { arch, hostname, platform, release } from 'node:os';
import type { WorkerMetadata } from '@svc/protocol';
import { SDK_VERSION } from './version.js';

/** What a worker says about itself beyond what Node knows. */
export interface WorkerMetadataInput {
  /** Worker name shown in listings. */
  name: string;
  /** Optional description shown in listings. */
  description?: string;
  /** Project the worker belongs to; default its name. */
  projectName?: string;
}

/**
 * The payload of the void `engine::workers::register` call sent on every connect. The engine
 * shows it in `engine::workers::list`, and hides socket workers that never sent it (no `pid`).
 */
export function nodeWorkerMetadata(input: WorkerMetadataInput): WorkerMetadata {
  const metadata: WorkerMetadata = { runtime: 'node', version: SDK_VERSION, name: input.name };
  if (input.description !== undefined) metadata.description = input.description;
  metadata.os = `${platform()} ${release()} (${arch()})`;
  metadata.pid = process.pid;
  metadata.isolation = null;
  metadata.telemetry = {
    language: Intl.DateTimeFormat().resolvedOptions().locale,
    project_name: input.projectName ?? input.name,
    framework: 'svc-node',
  };
  return metadata;
}

/** The name a worker gets when none is given: `SVC_WORKER_NAME`, else `<hostname>:<pid>`. */
export function defaultWorkerName(): string {
  const fromEnv = process.env.SVC_WORKER_NAME;
  return fromEnv !== undefined && fromEnv.length > 0 ? fromEnv : `${hostname()}:${process.pid}`;
}
