import { describe, expect, it } from 'vitest';
import { ErrorCode, InvocationError, isErrorBody, RegistrationError, SvcError } from '../src/errors.js';

describe('InvocationError', () => {
  it('is an Error with name, code, function id, stack trace and cause', () => {
    const cause = new Error('socket closed');
    const error = new InvocationError('invocation_stopped', 'stopped', {
      functionId: 'a::b',
      invocationId: 'i-1',
      stacktrace: 'st',
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(SvcError);
    expect(error.name).toBe('InvocationError');
    expect(String(error)).toBe('InvocationError: stopped');
    expect(error).toMatchObject({
      code: 'invocation_stopped',
      functionId: 'a::b',
      invocationId: 'i-1',
      stacktrace: 'st',
    });
    expect(error.cause).toBe(cause);
  });

  it('round-trips an error body', () => {
    const body = { code: 'invocation_failed', message: 'boom', stacktrace: 'Error: boom', data: { field: 'x' } };
    const error = InvocationError.fromWire(body, 'math::boom', 'i-1');
    expect(error.toErrorBody()).toEqual(body);
    expect(error.invocationId).toBe('i-1');
  });

  it('maps anything that is not an error body to UNKNOWN, keeping what it was in the message', () => {
    for (const odd of ['kaput', 42, null, { code: '', message: 'x' }, { code: 'x' }, ['a']]) {
      const error = InvocationError.fromWire(odd, 'a::b');
      expect(error.code).toBe(ErrorCode.Unknown);
      expect(error.message).toContain('a::b');
    }
    expect(InvocationError.fromWire('kaput', 'a::b').message).toContain('"kaput"');
  });
});

describe('RegistrationError and isErrorBody', () => {
  it('names itself and keeps its code', () => {
    const error = new RegistrationError(ErrorCode.AlreadyRegistered, 'dup');
    expect(error).toMatchObject({ name: 'RegistrationError', code: 'already_registered', message: 'dup' });
  });

  it('recognises error bodies', () => {
    expect(isErrorBody({ code: 'timeout', message: '' })).toBe(true);
    expect(isErrorBody({ code: 'timeout' })).toBe(false);
    expect(isErrorBody({ code: 1, message: 'x' })).toBe(false);
    expect(isErrorBody(undefined)).toBe(false);
  });
});
