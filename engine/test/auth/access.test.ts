import { describe, expect, it } from 'vitest';
import { Access } from '../../src/auth/access.js';
import { identityOf } from '../../src/auth/tokens.js';
import { createLogger } from '../../src/log.js';
import { setup } from '../helpers.js';

const quiet = createLogger('error', () => {});

/** A router whose link `w` holds a token with `scopes`, and an unchecked link `admin`. */
function scoped(scopes: Record<string, unknown>, auth = {}) {
  const { router, connect } = setup();
  const access = new Access({ tokens: new Map(), auth, rbac: undefined, logger: quiet });
  router.setAccess(access);
  const w = connect('w');
  access.attach(w, identityOf({ name: 'scoped', ...scopes }, 10));
  const admin = connect('admin');
  return { router, w, admin };
}

describe('scopes on literal frames', () => {
  it('refuses a registration outside the register scope and registers the rest', () => {
    const { router, w } = scoped({ register: ['billing::*'] });
    router.receive(w, { type: 'registerfunction', id: 'billing::charge' });
    router.receive(w, { type: 'registerfunction', id: 'orders::list' });
    expect(w.last()).toMatchObject({ type: 'registrationrejected', code: 'FORBIDDEN', function_id: 'orders::list' });
    expect([...router.registry.functions.keys()]).toContain('billing::charge');
    expect([...router.registry.functions.keys()]).not.toContain('orders::list');
  });

  it('refuses an exact-id scope for any other id, and an empty scope for every id', () => {
    const exact = scoped({ invoke: ['a::one'] });
    exact.router.receive(exact.w, { type: 'invokefunction', invocation_id: 'i', function_id: 'a::one2', data: {} });
    expect(exact.w.last()).toMatchObject({ type: 'invocationresult', error: { code: 'FORBIDDEN' } });
    const none = scoped({ invoke: [] });
    none.router.receive(none.w, { type: 'invokefunction', invocation_id: 'i', function_id: 'a::one', data: {} });
    expect(none.w.last()).toMatchObject({ error: { code: 'FORBIDDEN', message: expect.stringContaining('nothing') } });
  });

  it('drops a void call outside the scope without an answer, and never reaches the target', () => {
    const { router, w, admin } = scoped({ invoke: ['x::*'] });
    router.receive(admin, { type: 'registerfunction', id: 'y::f' });
    const before = admin.sent.length;
    router.receive(w, { type: 'invokefunction', function_id: 'y::f', data: {}, action: { type: 'void' } });
    expect(admin.sent.length).toBe(before);
    expect(w.last()).toMatchObject({ type: 'workerregistered' });
  });

  it('counts registrations per connection: one past the limit is refused, an unregistered one frees a place', () => {
    const { router, w } = scoped({}, { max_registrations_per_worker: 2 });
    for (const id of ['f::1', 'f::1', 'f::2', 'f::3']) router.receive(w, { type: 'registerfunction', id });
    expect(w.sent.filter((f) => f.type === 'registrationrejected')).toEqual([
      expect.objectContaining({ code: 'too_many_registrations', function_id: 'f::3' }),
    ]);
    router.receive(w, { type: 'unregisterfunction', id: 'f::1' });
    router.receive(w, { type: 'registerfunction', id: 'f::3' });
    expect([...router.registry.functions.keys()].filter((id) => id.startsWith('f::')).sort()).toEqual(['f::2', 'f::3']);
  });
});
