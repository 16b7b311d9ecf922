import { eq, sql } from 'drizzle-orm';
import { type OperatorLegal, operatorLegalSchema } from '../../modules/receipts/operator-legal.ts';
import type { Database } from '../database.ts';
import { whitelabels } from '../schema/index.ts';

/**
 * DEMO DATA, NOT A REAL REGISTRATION: the demo operator's legal identity as its receipts print
 * it. The legal name says "démo"; the address is made up; the SIREN, SIRET and VAT number are
 * invented numbers that only pass the checksums (they name no company). A real white-label
 * enters its own in its `legal` settings (README, "White-label settings").
 */
export const demoOperatorLegal: OperatorLegal = {
  legalName: 'ALIAE SAS (démo)',
  legalForm: 'SAS',
  shareCapitalCents: 100_000_000,
  address: ['Centre d’exploitation A79 (adresse de démonstration)', '03400 Toulouse-sur-Allier'],
  siren: '912345675',
  siret: '91234567500017',
  registry: 'RCS Cusset',
  vatNumber: 'FR65912345675',
};

/** Writes the legal key of the white-label's settings, checked first, leaving the other keys alone. */
export async function seedOperatorLegal(
  db: Pick<Database, 'update'>,
  whitelabelId: number,
  legal: OperatorLegal,
): Promise<void> {
  const checked = operatorLegalSchema.parse(legal);
  await db
    .update(whitelabels)
    .set({
      settings: sql`jsonb_set(${whitelabels.settings}, '{legal}', ${JSON.stringify(checked)}::jsonb)`,
    })
    .where(eq(whitelabels.id, whitelabelId));
}
