import { readFileSync } from 'node:fs';
import { validateWorkerMetadata } from '@svc/protocol';
import { describe, expect, it } from 'vitest';
import { SDK_VERSION } from '../src/version.js';
import { defaultWorkerName, nodeWorkerMetadata } from '../src/worker-metadata.js';

describe('nodeWorkerMetadata', () => {
  it('describes a Node worker with the fields engine::workers::register expects', () => {
    const metadata = nodeWorkerMetadata({ name: 'billing', description: 'Bills', projectName: 'shop' });
    expect(metadata).toMatchObject({
      runtime: 'node',
      version: SDK_VERSION,
      name: 'billing',
      description: 'Bills',
      pid: process.pid,
      isolation: null,
      telemetry: { project_name: 'shop', framework: 'svc-node' },
    });
    expect(metadata.os).toMatch(/^\w+ \S+ \(\w+\)$/);
    expect(typeof metadata.telemetry?.language).toBe('string');
    expect(validateWorkerMetadata(metadata)).toBe(true);
  });

  it('uses the worker name as project name and sends no description when none is given', () => {
    const metadata = nodeWorkerMetadata({ name: 'billing' });
    expect(metadata.telemetry?.project_name).toBe('billing');
    expect(metadata).not.toHaveProperty('description');
  });

  it('keeps SDK_VERSION equal to the package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(SDK_VERSION).toBe(pkg.version);
  });

  it('names a worker from SVC_WORKER_NAME, else hostname:pid', () => {
    const saved = process.env.SVC_WORKER_NAME;
    try {
      process.env.SVC_WORKER_NAME = 'from-env';
      expect(defaultWorkerName()).toBe('from-env');
      delete process.env.SVC_WORKER_NAME;
      expect(defaultWorkerName()).toMatch(new RegExp(`:${process.pid}$`));
    } finally {
      if (saved === undefined) delete process.env.SVC_WORKER_NAME;
      else process.env.SVC_WORKER_NAME = saved;
    }
  });
});
