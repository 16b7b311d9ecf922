import type { Language } from '@portico/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import {
  journeys,
  protestAttachments,
  protestJourneys,
  protestReasons,
} from '../../db/schema/index.ts';
import { localize } from '../../shared/localized.ts';

/** The distinct plates of each claim's trips, in plate order. */
export async function platesOf(db: Queryable, ids: readonly number[]) {
  const plates = new Map<number, string[]>();
  if (ids.length === 0) return plates;
  const rows = await db
    .selectDistinct({ protestId: protestJourneys.protestId, plate: journeys.plate })
    .from(protestJourneys)
    .innerJoin(journeys, eq(journeys.id, protestJourneys.journeyId))
    .where(inArray(protestJourneys.protestId, [...ids]))
    .orderBy(protestJourneys.protestId, journeys.plate);
  for (const row of rows)
    plates.set(row.protestId, [...(plates.get(row.protestId) ?? []), row.plate]);
  return plates;
}

/** How many trips and files each claim has. */
export async function countsOf(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0)
    return { journeys: new Map<number, number>(), attachments: new Map<number, number>() };
  const [journeyRows, attachmentRows] = await Promise.all([
    db
      .select({ protestId: protestJourneys.protestId, total: count() })
      .from(protestJourneys)
      .where(inArray(protestJourneys.protestId, [...ids]))
      .groupBy(protestJourneys.protestId),
    db
      .select({ protestId: protestAttachments.protestId, total: count() })
      .from(protestAttachments)
      .where(inArray(protestAttachments.protestId, [...ids]))
      .groupBy(protestAttachments.protestId),
  ]);
  return {
    journeys: new Map(journeyRows.map((row) => [row.protestId, row.total])),
    attachments: new Map(attachmentRows.map((row) => [row.protestId, row.total])),
  };
}

/** The white-label's reason labels in one language, by `type/code` (a handful of rows). */
export async function reasonLabelsOf(db: Queryable, whitelabelId: number, language: Language) {
  const rows = await db
    .select({ type: protestReasons.type, code: protestReasons.code, label: protestReasons.label })
    .from(protestReasons)
    .where(and(eq(protestReasons.whitelabelId, whitelabelId)));
  return new Map(rows.map((row) => [`${row.type}/${row.code}`, localize(row.label, language)]));
}
