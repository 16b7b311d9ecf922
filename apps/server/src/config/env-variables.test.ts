import { describe, expect, it } from 'vitest';
import { envVariableGroups, envVariables } from './env-variables.ts';

/**
 * The table is the concerns' groups spread together: a name declared in two groups would keep
 * only the later declaration without a word, and a group left out of the spread would never be
 * read at boot.
 */
describe('envVariables', () => {
  it('holds every group whole, each name declared once', () => {
    const names = envVariableGroups.flatMap((group) => Object.keys(group));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(Object.keys(envVariables)).toEqual(names);
  });

  it('reads each variable as its group declares it', () => {
    for (const group of envVariableGroups) {
      for (const [name, spec] of Object.entries(group)) {
        expect(envVariables[name as keyof typeof envVariables], name).toBe(spec);
      }
    }
  });
});
