import type { ClaimCase, Language } from '@portico/contract';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { journeys, protestJourneys } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import { findAttachmentsMeta, findProtest } from '../protests/repository.ts';
import { claimAgeHours } from './age.ts';
import { reasonLabelsOf } from './claim-parts.ts';

/** A claim's trips: as filed (the claim's copy) and as they stand now. */
function claimJourneys(db: Queryable, protestId: number) {
  return db
    .select({
      id: journeys.id,
      plate: journeys.plate,
      countryCode: journeys.countryCode,
      firstPassageAt: journeys.firstPassageAt,
      filedTtcCents: protestJourneys.ttcCents,
      indemnityCents: protestJourneys.indemnityCents,
      currentTtcCents: journeys.ttcCents,
      paidAt: journeys.paidAt,
    })
    .from(protestJourneys)
    .innerJoin(journeys, eq(journeys.id, protestJourneys.journeyId))
    .where(eq(protestJourneys.protestId, protestId))
    .orderBy(asc(journeys.firstPassageAt), asc(journeys.id));
}

/**
 * One claim of the white-label for the claims desk: its trips, what the claimant wrote, its
 * files' metadata. 404 protest_not_found, for another white-label's claim too.
 */
export async function readClaimCase(
  db: Queryable,
  whitelabelId: number,
  reference: string,
  { now, language }: { now: Date; language: Language },
): Promise<ClaimCase> {
  const protest = await findProtest(db, whitelabelId, reference);
  if (!protest) throw new AppError(404, 'protest_not_found');
  const [trips, files, labels] = await Promise.all([
    claimJourneys(db, protest.id),
    findAttachmentsMeta(db, protest.id),
    reasonLabelsOf(db, whitelabelId, language),
  ]);
  return {
    reference: protest.reference,
    type: protest.type,
    status: protest.status,
    reasonId: protest.reasonCode,
    reasonLabel: labels.get(`${protest.type}/${protest.reasonCode}`) ?? protest.reasonCode,
    plates: [...new Set(trips.map((trip) => trip.plate))].sort(),
    createdAt: protest.createdAt.toISOString(),
    decidedAt: protest.decidedAt?.toISOString() ?? null,
    ageHours: claimAgeHours(protest.createdAt, protest.decidedAt, now),
    journeyCount: trips.length,
    attachmentCount: files.length,
    email: protest.email,
    language: protest.language,
    comment: protest.comment,
    decisionNote: protest.decisionNote,
    journeys: trips.map((trip) => ({
      id: String(trip.id),
      plate: trip.plate,
      countryCode: trip.countryCode,
      date: trip.firstPassageAt.toISOString(),
      ttcPrice: trip.filedTtcCents,
      indemnity: trip.indemnityCents,
      currentTtcPrice: trip.currentTtcCents ?? 0,
      paid: trip.paidAt !== null,
    })),
    attachments: files,
  };
}
