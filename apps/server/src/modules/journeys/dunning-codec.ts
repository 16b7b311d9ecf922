import type { StoredDunningState } from '../../db/schema/journeys.ts';
import type { DunningState } from './dunning.ts';

/** The date fields of every dunning state: stored as ISO strings in jsonb, Dates in memory. */
const dateFields = new Set([
  'deadline',
  'claimOpenedAt',
  'noticeDate',
  'findingDate',
  'ompDate',
  'paidAt',
  'cancelledAt',
]);

/** The state as the journeys table's `dunning` jsonb holds it. */
export function encodeDunningState(state: DunningState): StoredDunningState {
  const stored: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(state)) {
    stored[name] = value instanceof Date ? value.toISOString() : value;
  }
  return stored as StoredDunningState;
}

/** Back from jsonb: the fields written by encodeDunningState, dates revived. */
export function decodeDunningState(stored: StoredDunningState): DunningState {
  const state: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(stored)) {
    state[name] = dateFields.has(name) && typeof value === 'string' ? new Date(value) : value;
  }
  return state as unknown as DunningState;
}
