import { describe, expect, it } from 'vitest';
import {
  inProgressCompletionBodySchema,
  inProgressCompletionParamsSchema,
  inProgressCompletionQuerySchema,
} from './in-progress-completion.ts';

describe('the completion call of an ongoing trip', () => {
  it('takes a journey id, a bounded exit code and an optional session', () => {
    expect(inProgressCompletionParamsSchema.parse({ inProgressId: '42' })).toEqual({
      inProgressId: '42',
    });
    expect(inProgressCompletionBodySchema.parse({ out: ' 30-32 ' })).toEqual({ out: '30-32' });
    expect(inProgressCompletionQuerySchema.parse({})).toEqual({});
  });

  it.each([
    ['a non-numeric id', () => inProgressCompletionParamsSchema.parse({ inProgressId: 'abc' })],
    [
      'an id past int4 by value',
      () => inProgressCompletionParamsSchema.parse({ inProgressId: '2147483648' }),
    ],
    ['a zero id', () => inProgressCompletionParamsSchema.parse({ inProgressId: '0' })],
    [
      'an id past int4',
      () => inProgressCompletionParamsSchema.parse({ inProgressId: '1'.repeat(11) }),
    ],
    ['an empty exit', () => inProgressCompletionBodySchema.parse({ out: '  ' })],
    ['a long exit', () => inProgressCompletionBodySchema.parse({ out: 'x'.repeat(21) })],
    ['an unknown field', () => inProgressCompletionBodySchema.parse({ out: '29', price: 0 })],
    [
      'a long session',
      () => inProgressCompletionQuerySchema.parse({ sessionId: 's'.repeat(2001) }),
    ],
  ])('refuses %s', (_name, parse) => {
    expect(parse).toThrow();
  });
});
