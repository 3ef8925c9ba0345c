import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePattern, RouteTable } from '../../src/modules/http/routes.js';

describe('route table', () => {
  it('prefers a literal segment, backtracks to a parameter, and falls back from HEAD to GET', () => {
    const routes = new RouteTable<string>();
    routes.add('me', 'GET', '/users/me', 'me');
    routes.add('byId', 'GET', '/users/:id', 'byId');
    routes.add('post', 'POST', 'users/{id}/posts/:post', 'post');
    routes.add('edit', 'POST', '/users/:id', 'edit');
    expect(routes.match('GET', '/users/me')?.route.target).toBe('me');
    expect(routes.match('GET', '/users/42')).toMatchObject({ route: { target: 'byId' }, params: { id: '42' } });
    // `me` is literal for GET only; POST /users/me is the parameter route.
    expect(routes.match('POST', '/users/me')).toMatchObject({ route: { target: 'edit' }, params: { id: 'me' } });
    expect(routes.match('POST', '/users/7/posts/a%2Fb')?.params).toEqual({ id: '7', post: 'a/b' });
    expect(routes.match('HEAD', '/users/9')?.route.target).toBe('byId');
    expect(routes.match('DELETE', '/users/9')).toBeUndefined();
    expect(routes.match('GET', '/users')).toBeUndefined();
    expect(routes.methodsAt('/users/9')).toEqual(['GET', 'POST', 'HEAD']);
    // `/users/me` is served by the literal route (GET) and, for POST, by the parameter route.
    expect(routes.methodsAt('/users/me')).toEqual(['GET', 'POST', 'HEAD']);
    expect(routes.methodsAt('/users/7/posts/x')).toEqual(['POST']);
    expect(routes.methodsAt('/users')).toEqual([]);
  });

  it('replaces a route of the same method and pattern, and the replaced binding leaving does not remove it', () => {
    const routes = new RouteTable<string>();
    routes.add('old', 'GET', '/a/:x', 'old');
    routes.add('new', 'GET', '/a/{x}', 'new');
    expect(routes.size).toBe(1);
    expect(routes.remove('old')).toBeUndefined();
    expect(routes.match('GET', '/a/1')?.route.target).toBe('new');
    expect(routes.remove('new')?.pattern).toBe('/a/:x');
    expect(routes.match('GET', '/a/1')).toBeUndefined();
  });

  it('serves a replaced route again when the newer binding goes first (replicas of a worker leaving)', () => {
    const routes = new RouteTable<string>();
    routes.add('a', 'GET', '/p', 'a');
    routes.add('b', 'GET', '/p', 'b');
    routes.add('c', 'GET', '/p', 'c');
    expect(routes.remove('b')).toBeUndefined();
    expect(routes.match('GET', '/p')?.route.target).toBe('c');
    expect(routes.remove('c')?.target).toBe('c');
    expect(routes.match('GET', '/p')?.route.target).toBe('a');
    expect(routes.size).toBe(1);
    expect(routes.remove('a')?.target).toBe('a');
    expect(routes.match('GET', '/p')).toBeUndefined();
    expect(routes.size).toBe(0);
  });

  it('refuses same-shape routes with other parameter names, reserved paths and malformed patterns', () => {
    const routes = new RouteTable<string>();
    routes.add('a', 'GET', '/x/:listId/:userId', 'a');
    expect(() => routes.add('b', 'GET', '/x/:id/:user', 'b')).toThrow(/conflicts with GET \/x\/:listId\/:userId/);
    // Another method may use other names.
    expect(() => routes.add('c', 'PUT', '/x/:id/:user', 'c')).not.toThrow();
    expect(() => parsePattern('/_console/x')).toThrow(/reserved/);
    expect(() => parsePattern('/a//b')).toThrow(/empty segment/);
    expect(() => parsePattern('/a/:b/:b')).toThrow(/twice/);
    expect(() => parsePattern('/a/x:y')).toThrow(/neither literal/);
    expect(() => parsePattern('/a?b=1')).toThrow(/query/);
    expect(parsePattern('').pattern).toBe('/');
  });

  it('finds the same route as a linear scan, for any set of routes and paths', () => {
    const segment = fc.constantFrom('a', 'b', 'c', ':p');
    const pattern = fc.array(segment, { minLength: 0, maxLength: 4 });
    fc.assert(
      fc.property(
        fc.uniqueArray(pattern, { maxLength: 20, selector: (p) => p.join('/') }),
        fc.array(fc.constantFrom('a', 'b', 'c', 'z'), { maxLength: 4 }),
        (patterns, path) => {
          const routes = new RouteTable<number>();
          patterns.forEach((p, i) =>
            routes.add(String(i), 'GET', `/${p.map((s, j) => (s === ':p' ? `:p${j}` : s)).join('/')}`, i),
          );
          const hit = routes.match('GET', `/${path.join('/')}`);
          const fits = (p: string[]) => p.length === path.length && p.every((s, i) => s === ':p' || s === path[i]);
          expect(hit !== undefined).toBe(patterns.some(fits));
          if (hit) expect(fits(patterns[hit.route.target]!)).toBe(true);
        },
      ),
    );
  });
});
