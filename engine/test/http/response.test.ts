import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExact } from '../../src/core/exact-json.js';
import { framed, isHttpResponse, toReply, toReplyFromText } from '../../src/modules/http/response.js';

/** The reply both ways, framed, or the error either throws. */
function bothWays(text: string) {
  const outcome = (reply: () => unknown) => {
    try {
      return reply();
    } catch (error) {
      return { threw: (error as Error).message };
    }
  };
  const parsed = parseExact(text);
  return {
    object: outcome(() => ({ reply: framed(toReply(parsed)), isResponse: isHttpResponse(parsed) })),
    text: outcome(() => {
      const fromText = toReplyFromText(text);
      return fromText && { reply: framed(fromText.reply), isResponse: fromText.isResponse };
    }),
  };
}

describe('a handler result given as its text', () => {
  it('answers what the parsed result answers: status, headers, body bytes and length', () => {
    for (const text of [
      '{"body":{"order":42,"items":["a","b"],"note":"hello"}}',
      '{"status_code":201,"headers":{"x-id":"7","Content-Type":"text/plain"},"body":"plain text"}',
      '{"statusCode":404,"body":null}',
      '{"status_code":204}',
      '{"headers":["X-A: 1","x-a: 2"],"body":[1,2,3]}',
      '{"headers":{"content-type":"application/json"},"body":{"a":1152921504606846977}}',
      '{"headers":{"content-type":"text/plain"},"body":null}',
      '{"headers":{"content-length":"3","transfer-encoding":"chunked"},"body":"abc"}',
      '{"other":1}',
      '{}',
      '{"body":1,"body":2}',
      '{"status_code":99,"body":"x"}',
      '{"status_code":"200"}',
      '{"headers":{"bad name":"x"}}',
      '{"headers":7}',
    ]) {
      const { object, text: fromText } = bothWays(text);
      expect(fromText, text).toEqual(object);
    }
  });

  it('answers what the parsed result answers for any JSON value as the body', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (body, typed) => {
        const headers = typed ? { 'content-type': 'application/vnd.x+json' } : {};
        const text = JSON.stringify({ status_code: 200, headers, body });
        const { object, text: fromText } = bothWays(text);
        // A text that is not canonical is left to the parse (undefined here).
        if (fromText !== undefined) expect(fromText).toEqual(object);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves a result that is not a canonical object to the parse', () => {
    for (const text of ['[1]', '"x"', '5', '{"body": 1}', '{"body":1.5}', '{"body":"a\\"b"}'])
      expect(toReplyFromText(text), text).toBeUndefined();
  });
});
