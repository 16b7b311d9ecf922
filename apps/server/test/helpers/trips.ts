import type { PassageInput } from '@portico/contract';
import { makePassage } from '@portico/contract/testing';
import { uniqueSuffix } from './factories.ts';

const minute = 60_000;

/**
 * Eastbound passages of one plate over `gantries`, `gapMinutes` apart from `start`: class 1, FR,
 * no emission class, not paid by tag, unless `overrides` says otherwise. Fresh passage ids.
 */
export function trip(
  plate: string,
  gantries: readonly string[],
  start: Date,
  overrides: Partial<PassageInput> = {},
  gapMinutes = 10,
): PassageInput[] {
  return gantries.map((gantry, index) =>
    makePassage({
      passageId: `p-${uniqueSuffix()}`,
      gantry,
      plate,
      at: new Date(start.getTime() + index * gapMinutes * minute).toISOString(),
      ...overrides,
    }),
  );
}
