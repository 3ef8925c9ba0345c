import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPayload, HttpFailure, parseQuery, payloadText } from '../../src/modules/http/request.js';
import type { Match } from '../../src/modules/http/routes.js';

const match: Match<unknown> = {
  route: { triggerId: 't1', method: 'POST', pattern: '/orders/:id', params: ['id'], target: undefined },
  params: { id: 'a "quoted" id' },
};

/** What a route handler receives, both ways: the payload object encoded, and the text written directly. */
function bothWays(headers: IncomingMessage['headers'], body: string, search?: string, method = 'POST') {
  const req = { headers, method } as IncomingMessage;
  const raw = Buffer.from(body);
  return {
    object: JSON.stringify(buildPayload(req, match, '/orders/7', parseQuery(search), raw)),
    text: payloadText(req, match, '/orders/7', search, raw),
  };
}

describe('the payload of a route request as text', () => {
  it('is the text of the payload object, for canonical and other JSON bodies, queries and listed headers', () => {
    const json = { 'content-type': 'application/json', host: 'x' };
    for (const [headers, body, search] of [
      [json, '{"order":42,"items":["a","b"],"note":"hello"}', undefined],
      [json, '{ "order" : 4.50, "big": 1152921504606846977, "e": 1e3, "s": "\\u00e9" }', 'a=1&a=2&b=%20x'],
      [json, '', ''],
      [json, '-0', undefined],
      [{ 'content-type': 'application/merge-patch+json; charset=utf-8' }, '[1,2,{"a":null}]', 'x'],
      [{ 'content-type': 'text/plain', 'set-cookie': ['a=1', 'b=2'] }, 'not json', undefined],
      [{}, '', undefined],
    ] as const) {
      const { object, text } = bothWays(headers as IncomingMessage['headers'], body, search);
      expect(text).toBe(object);
    }
  });

  it('matches the payload object for any JSON body', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, spaced) => {
        const body = spaced ? JSON.stringify(value, null, 1) : JSON.stringify(value);
        const { object, text } = bothWays({ 'content-type': 'application/json' }, body);
        expect(text).toBe(object);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a malformed JSON body as the object path does', () => {
    for (const body of ['{"a":', '[1,]', Buffer.from([0x22, 0xff, 0x22]).toString('latin1')]) {
      const req = { headers: { 'content-type': 'application/json' }, method: 'POST' } as unknown as IncomingMessage;
      const raw = Buffer.from(body, 'latin1');
      const failure = (() => {
        try {
          payloadText(req, match, '/orders/7', undefined, raw);
        } catch (error) {
          return error;
        }
      })();
      expect(failure).toBeInstanceOf(HttpFailure);
      expect(() => buildPayload(req, match, '/orders/7', parseQuery(undefined), raw)).toThrow(
        (failure as HttpFailure).message,
      );
    }
  });
});
