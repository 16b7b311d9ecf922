import type { GantrySide } from '../../modules/road/domain.ts';
import type { LocalizedText } from '../../shared/localized.ts';

/** The rows of a tenant's road, as the seed writes them (modules/tenants/road-rows.ts makes them). */

export interface GateSeed {
  code: string;
  label: string;
  /** The place the gate leads to, per language (issue 26 item 6); null when it has none. */
  names: LocalizedText | null;
  /** The gate pricing reasons with: RN79 = 23, A71 = 34, 25-28 = 25, 30-32 = 30. */
  normalizedGate: string;
}

export interface GantryPairSeed {
  code: string;
  name: string;
}

export interface GantrySeed {
  code: string;
  name: string;
  pairCode: string;
  side: GantrySide;
  /** Normalised gates on each side of the gantry. */
  westGate: string;
  eastGate: string;
}
