import { describe, expect, it } from 'vitest';
import type { TriggerInstance } from '../../src/types.js';
import { makeCore, settle } from '../helpers/core-harness.js';

function providerWorker(options: { refuse?: string } = {}) {
  const harness = makeCore();
  const registered: TriggerInstance[] = [];
  const unregistered: TriggerInstance[] = [];
  harness.core.registerTriggerType(
    { id: 'webhook', description: 'Incoming webhooks' },
    {
      async registerTrigger(trigger) {
        if (options.refuse !== undefined) throw new Error(options.refuse);
        registered.push(trigger);
      },
      unregisterTrigger(trigger) {
        unregistered.push(trigger);
      },
    },
  );
  const link = harness.connect();
  link.take();
  return { ...harness, link, registered, unregistered };
}

describe('trigger type provider', () => {
  it('hands a forwarded registertrigger to the handler and answers success without error', async () => {
    const { core, link, registered } = providerWorker();
    core.receive({
      type: 'registertrigger',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      config: { path: '/x' },
      metadata: { m: 1 },
    });
    await settle();
    expect(registered).toEqual([
      {
        id: 't-1',
        trigger_type: 'webhook',
        function_id: 'orders::on_hook',
        config: { path: '/x' },
        metadata: { m: 1 },
      },
    ]);
    expect(link.take()).toEqual([
      { type: 'triggerregistrationresult', id: 't-1', trigger_type: 'webhook', function_id: 'orders::on_hook' },
    ]);
  });

  it('answers trigger_registration_failed when the handler throws', async () => {
    const { core, link } = providerWorker({ refuse: 'path is taken' });
    core.receive({
      type: 'registertrigger',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'f::g',
      config: { path: '/x' },
    });
    await settle();
    expect(link.take()).toEqual([
      {
        type: 'triggerregistrationresult',
        id: 't-1',
        trigger_type: 'webhook',
        function_id: 'f::g',
        error: { code: 'trigger_registration_failed', message: 'path is taken' },
      },
    ]);
  });

  it('answers trigger_type_not_found for a type this worker does not provide', () => {
    const { core, link } = providerWorker();
    core.receive({ type: 'registertrigger', id: 't-1', trigger_type: 'other', function_id: 'f::g', config: {} });
    expect(link.take()).toEqual([
      {
        type: 'triggerregistrationresult',
        id: 't-1',
        trigger_type: 'other',
        function_id: 'f::g',
        error: { code: 'trigger_type_not_found', message: 'Trigger type not found' },
      },
    ]);
  });

  it('gives unregisterTrigger the binding it registered, and sends nothing back', async () => {
    const { core, link, unregistered } = providerWorker();
    core.receive({
      type: 'registertrigger',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'f::g',
      config: { path: '/x' },
    });
    await settle();
    link.take();
    core.receive({ type: 'unregistertrigger', id: 't-1', trigger_type: 'webhook' });
    core.receive({ type: 'unregistertrigger', id: 't-unknown', trigger_type: 'webhook' });
    await settle();
    expect(unregistered).toEqual([
      { id: 't-1', trigger_type: 'webhook', function_id: 'f::g', config: { path: '/x' } },
      { id: 't-unknown', trigger_type: 'webhook', function_id: '', config: undefined },
    ]);
    expect(link.take()).toEqual([]);
  });

  it('logs a failed registration the engine reports for a trigger of this worker', () => {
    const { core, logger } = providerWorker();
    core.receive({
      type: 'triggerregistrationresult',
      id: 't-9',
      trigger_type: 'http',
      function_id: 'math::add',
      error: { code: 'trigger_registration_failed', message: 'api_path is required for http triggers' },
    });
    expect(logger.at('warn')).toContain(
      'trigger registration failed for t-9 (http): api_path is required for http triggers',
    );
  });

  it('warns when an svc engine reports that a binding of this worker is parked', () => {
    const { core, logger } = providerWorker();
    core.receive({
      type: 'triggerregistrationresult',
      id: 't-10',
      trigger_type: 'cron',
      function_id: 'jobs::tick',
      parked: { reason: 'no module or worker provides trigger type "cron"' },
    });
    expect(logger.at('warn')).toContain(
      'trigger t-10 (cron) is parked: no module or worker provides trigger type "cron"',
    );
  });
});
