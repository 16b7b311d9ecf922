import { describe, expect, it } from 'vitest';
import { passkeyRefusal } from './refusals.ts';

function named(name: string): Error {
  const error = new Error('refused');
  error.name = name;
  return error;
}

describe('passkeyRefusal', () => {
  it.each([
    ['NotAllowedError', 'cancelled'],
    ['AbortError', 'cancelled'],
    ['InvalidStateError', 'exists'],
    ['PasskeyUnsupportedError', 'unsupported'],
  ] as const)('reads %s as %s', (name, refusal) => {
    expect(passkeyRefusal(named(name))).toBe(refusal);
  });

  it('reads a browser DOMException by its name', () => {
    expect(passkeyRefusal(new DOMException('timed out', 'NotAllowedError'))).toBe('cancelled');
  });

  it('leaves any other failure to the caller', () => {
    expect(passkeyRefusal(named('TypeError'))).toBeUndefined();
    expect(passkeyRefusal(named('toString'))).toBeUndefined();
    expect(passkeyRefusal({ name: 'NotAllowedError' })).toBeUndefined();
    expect(passkeyRefusal(undefined)).toBeUndefined();
  });
});
