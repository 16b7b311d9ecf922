import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords.ts';

// Small costs: the test is about which costs a hash carries, not about their strength.
const before = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
const after = createPasswordHasher({ memoryCost: 2048, timeCost: 2, parallelism: 1 });

describe('password hasher', () => {
  it('keeps verifying a hash made with older costs, and asks for it to be remade', async () => {
    const old = await before.hash('Pass-word1');
    expect(await after.verify(old, 'Pass-word1')).toBe(true);
    expect(await after.verify(old, 'Pass-word2')).toBe(false);
    expect(after.needsRehash(old)).toBe(true);
    expect(before.needsRehash(old)).toBe(false);
    const remade = await after.hash('Pass-word1');
    expect(remade).toContain('$m=2048,t=2,p=1$');
    expect(after.needsRehash(remade)).toBe(false);
  });

  it('asks to remake a hash it cannot read', () => {
    expect(after.needsRehash('$2b$10$not-an-argon2-hash')).toBe(true);
  });
});
