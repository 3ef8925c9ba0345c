import { describe, expect, it } from 'vitest';
import { Registry } from '../../src/core/registry.js';

const noop = () => undefined;
const provider = { registerTrigger: noop, unregisterTrigger: noop };

describe('Registry', () => {
  it('replays trigger types, then functions, then triggers, each in registration order', () => {
    const registry = new Registry();
    registry.addTrigger({ type: 'registertrigger', id: 't1', trigger_type: 'cron', function_id: 'a::x', config: {} });
    registry.addFunction({ type: 'registerfunction', id: 'a::x' }, noop);
    registry.addTriggerType({ type: 'registertriggertype', id: 'webhook', description: '' }, provider);
    registry.addFunction({ type: 'registerfunction', id: 'a::y' }, noop);
    registry.addTrigger({
      type: 'registertrigger',
      id: 't2',
      trigger_type: 'webhook',
      function_id: 'a::y',
      config: {},
    });
    expect(registry.replayFrames().map((f) => `${f.type}:${String(f.id)}`)).toEqual([
      'registertriggertype:webhook',
      'registerfunction:a::x',
      'registerfunction:a::y',
      'registertrigger:t1',
      'registertrigger:t2',
    ]);
  });

  it('removes a registration only through the entry that made it', () => {
    const registry = new Registry();
    const first = registry.addFunction({ type: 'registerfunction', id: 'a::x' }, noop);
    expect(registry.removeFunction(first)).toBe(true);
    const second = registry.addFunction({ type: 'registerfunction', id: 'a::x' }, noop);
    expect(registry.removeFunction(first)).toBe(false);
    expect(registry.getFunction('a::x')).toBe(second);
  });

  it('refuses a trigger with an empty type and a trigger type handler without both methods', () => {
    const registry = new Registry();
    expect(() =>
      registry.addTrigger({ type: 'registertrigger', id: 't1', trigger_type: '', function_id: 'a::x', config: {} }),
    ).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
    expect(() =>
      registry.addTriggerType({ type: 'registertriggertype', id: 'x', description: '' }, {
        registerTrigger: noop,
      } as never),
    ).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
  });
});
