import { protestTypes } from '@portico/contract';
import type { Database } from '../database.ts';
import { protestReasons } from '../schema/index.ts';
import type { Localized } from './demo-types.ts';
import { updateIfChanged } from './upsert.ts';

/** A reason a driver may give for a claim of one type, in the order the form lists it. */
export interface ProtestReasonSeed {
  code: string;
  label: Localized;
  commentMandatory: boolean;
  attachmentMandatory: boolean;
}

/**
 * Upserts a white-label's claim reasons per protest type (GET /protests/reasons). Idempotent: a
 * second run changes nothing. Reasons no longer listed are kept (old claims name them).
 */
export async function seedProtestReasons(
  db: Pick<Database, 'insert'>,
  whitelabelId: number,
  reasons: Readonly<Record<(typeof protestTypes)[number], readonly ProtestReasonSeed[]>>,
): Promise<void> {
  const rows = protestTypes.flatMap((type) =>
    reasons[type].map((reason, position) => ({ whitelabelId, type, position, ...reason })),
  );
  if (rows.length === 0) return;
  await db
    .insert(protestReasons)
    .values(rows)
    .onConflictDoUpdate({
      target: [protestReasons.whitelabelId, protestReasons.type, protestReasons.code],
      ...updateIfChanged(protestReasons, [
        'label',
        'commentMandatory',
        'attachmentMandatory',
        'position',
      ]),
    });
}
