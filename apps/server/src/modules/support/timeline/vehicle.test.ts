import { describe, expect, it } from 'vitest';
import { bounded } from './vehicle.ts';

describe('a bounded kind of timeline item', () => {
  it.each([
    [0, 0, false],
    [3, 3, false],
    [4, 3, true],
  ])('%i rows read, 3 shown at most: %i shown, more %s', (read, shown, more) => {
    const rows = Array.from({ length: read }, (_, index) => index);
    expect(bounded(rows, 3)).toEqual({ rows: rows.slice(0, shown), more });
  });
});
