import { describe, expect, it } from 'vitest';
import { parseTenantArguments } from './tenant-arguments.ts';

describe('npm run tenant arguments', () => {
  it.each([
    [['validate', 'f.yaml'], { command: 'validate', file: 'f.yaml' }],
    [['apply', 'f.yaml'], { command: 'apply', file: 'f.yaml' }],
    [['export', 'a79'], { command: 'export', code: 'a79', file: null }],
    [['export', 'a79', 'out.yaml'], { command: 'export', code: 'a79', file: 'out.yaml' }],
    [['schema'], { command: 'schema', file: null }],
  ])('%j', (args, expected) => {
    expect(parseTenantArguments(args)).toEqual(expected);
  });

  it.each([[[]], [['apply']], [['apply', 'a', 'b']], [['remove', 'a79']], [['export']]])(
    'refuses %j with a reason',
    (args) => {
      expect(parseTenantArguments(args)).toMatchObject({ error: expect.any(String) });
    },
  );
});
