import type { EmissionTier, GantrySide, Tariff, TollPoint } from '../../modules/road/domain.ts';
import { emissionTiersOf, vehicleClasses } from '../../modules/road/domain.ts';
import type { LocalizedText } from '../../shared/localized.ts';

/**
 * The demo white-label's road: the free-flow section of the A79 (notes/domain.md section 1).
 * Gates in the spec's west-to-east order, the six gantries with our (design) placement, and the
 * tariffs valid from 1 February 2026 in integer cents incl. 20 % VAT, copied from the leaflet table.
 */

export interface GateSeed {
  code: string;
  label: string;
  /** The place the gate leads to, per language (issue 26 item 6); null when it has none. */
  names: LocalizedText | null;
  /** The gate pricing reasons with: RN79 = 23, A71 = 34, 25-28 = 25, 30-32 = 30. */
  normalizedGate: string;
}

/** A place name, the same in every language (towns are not translated). */
function place(name: string): LocalizedText {
  return { fr: name, en: name, de: name, it: name, es: name };
}

/**
 * Deux-Chaises (34), Toulon-sur-Allier (30) and Digoin (23) are the home text's junctions; the
 * A71 end is Montmarault. (design) The gates between are named after the place of the gantry
 * pair beside them (Le Montet, Montbeugny, Molinet) and, for 25-28, Dompierre-sur-Besbre, the
 * town the road serves there. The RN79 end is not a town of its own: it says where it leads.
 */
export const a79Gates: readonly GateSeed[] = [
  { code: 'A71', label: 'A71', names: place('Montmarault'), normalizedGate: '34' },
  { code: '34', label: '34', names: place('Deux-Chaises'), normalizedGate: '34' },
  { code: '33', label: '33', names: place('Le Montet'), normalizedGate: '33' },
  { code: '30-32', label: '30-32', names: place('Toulon-sur-Allier'), normalizedGate: '30' },
  { code: '29', label: '29', names: place('Montbeugny'), normalizedGate: '29' },
  { code: '25-28', label: '25-28', names: place('Dompierre-sur-Besbre'), normalizedGate: '25' },
  { code: '24', label: '24', names: place('Molinet'), normalizedGate: '24' },
  { code: '23', label: '23', names: place('Digoin'), normalizedGate: '23' },
  {
    code: 'RN79',
    label: 'RN79',
    names: {
      fr: 'vers Mâcon',
      en: 'towards Mâcon',
      de: 'Richtung Mâcon',
      it: 'verso Mâcon',
      es: 'hacia Mâcon',
    },
    normalizedGate: '23',
  },
];

export interface GantryPairSeed {
  code: string;
  name: string;
}

export const a79GantryPairs: readonly GantryPairSeed[] = [
  { code: 'le-montet', name: 'Le Montet' },
  { code: 'montbeugny', name: 'Montbeugny' },
  { code: 'molinet', name: 'Molinet' },
];

export interface GantrySeed {
  code: string;
  name: string;
  pairCode: string;
  side: GantrySide;
  /** Normalised gates on each side of the gantry. */
  westGate: string;
  eastGate: string;
}

export const a79Gantries: readonly GantrySeed[] = [
  gantry('le-montet', 'Le Montet', 'ouest', '34', '33'),
  gantry('le-montet', 'Le Montet', 'est', '33', '30'),
  gantry('montbeugny', 'Montbeugny', 'ouest', '30', '29'),
  gantry('montbeugny', 'Montbeugny', 'est', '29', '25'),
  gantry('molinet', 'Molinet', 'ouest', '25', '24'),
  gantry('molinet', 'Molinet', 'est', '24', '23'),
];

function gantry(
  pairCode: string,
  pairName: string,
  side: GantrySide,
  westGate: string,
  eastGate: string,
): GantrySeed {
  const sideName = side === 'ouest' ? 'Ouest' : 'Est';
  return {
    code: `${pairCode}-${side}`,
    name: `${pairName} ${sideName}`,
    pairCode,
    side,
    westGate,
    eastGate,
  };
}

/** [standard, low emission] for classes 1, 2, 5; [Euro 0-3, Euro 4, Euro 5, Euro 6-7] for 3, 4. */
type LightPrices = readonly [number, number];
type HeavyPrices = readonly [number, number, number, number];
interface TollPointPrices {
  point: TollPoint;
  prices: { 1: LightPrices; 2: LightPrices; 3: HeavyPrices; 4: HeavyPrices; 5: LightPrices };
}

export const a79TariffsValidFrom = '2026-02-01';

// Row by row the leaflet's table (EUR x 100), in the same order: west to east.
// prettier-ignore
const a79Prices2026: readonly TollPointPrices[] = [
  row({ gantryCode: 'le-montet-ouest' }, [20, 10], [30, 20], [10, 10], [40, 50, 40, 40], [110, 110, 100, 100]),
  row({ pairCode: 'le-montet' }, [100, 70], [160, 130], [60, 40], [310, 310, 300, 270], [480, 470, 440, 430]),
  row({ gantryCode: 'le-montet-est' }, [110, 80], [170, 130], [60, 40], [280, 280, 270, 250], [440, 430, 410, 400]),
  row({ gantryCode: 'montbeugny-ouest' }, [110, 80], [170, 130], [60, 40], [320, 310, 300, 280], [470, 460, 440, 420]),
  row({ pairCode: 'montbeugny' }, [190, 150], [280, 220], [100, 80], [620, 610, 580, 540], [960, 940, 910, 880]),
  row({ gantryCode: 'montbeugny-est' }, [100, 80], [160, 120], [50, 40], [320, 310, 300, 280], [580, 570, 550, 530]),
  row({ gantryCode: 'molinet-ouest' }, [120, 90], [170, 130], [50, 40], [340, 330, 320, 300], [480, 470, 450, 440]),
  row({ pairCode: 'molinet' }, [130, 100], [200, 160], [80, 60], [420, 410, 390, 360], [600, 590, 570, 550]),
  row({ gantryCode: 'molinet-est' }, [40, 30], [70, 50], [20, 20], [120, 120, 110, 110], [190, 190, 180, 180]),
];

/** Argument order follows the leaflet's columns: class 1, 2, 5, 3, 4. */
function row(
  point: TollPoint,
  class1: LightPrices,
  class2: LightPrices,
  class5: LightPrices,
  class3: HeavyPrices,
  class4: HeavyPrices,
): TollPointPrices {
  return { point, prices: { 1: class1, 2: class2, 3: class3, 4: class4, 5: class5 } };
}

/** The table flattened to one row per toll point, class and emission tier. */
export const a79Tariffs: readonly Tariff[] = a79Prices2026.flatMap(({ point, prices }) =>
  vehicleClasses.flatMap((vehicleClass) => {
    const classPrices: readonly number[] = prices[vehicleClass];
    return emissionTiersOf(vehicleClass).map((emissionTier: EmissionTier, index) => {
      const priceCents = classPrices[index];
      if (priceCents === undefined)
        throw new Error(`no price for class ${vehicleClass} ${emissionTier}`);
      return { point, vehicleClass, emissionTier, validFrom: a79TariffsValidFrom, priceCents };
    });
  }),
);
