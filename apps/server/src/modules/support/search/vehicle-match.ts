import type { VehicleMatchKind } from '@portico/contract';

/** One vehicle one search query found, and why (what the agent reads beside the plate). */
export interface VehicleHit {
  plate: string;
  country: string;
  kind: VehicleMatchKind;
  label: string;
}

/**
 * Each query asks for one row more than the answer holds, so the service can tell the agent
 * that more matched without counting them all.
 */
export const searchRowLimit = (max: number) => max + 1;
