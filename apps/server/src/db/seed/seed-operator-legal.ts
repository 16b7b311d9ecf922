import { eq, sql } from 'drizzle-orm';
import { type OperatorLegal, operatorLegalSchema } from '../../modules/receipts/operator-legal.ts';
import type { Database } from '../database.ts';
import { whitelabels } from '../schema/index.ts';

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
