import type {
  CreateProtestClaim,
  CreateProtestResponse,
  Journey,
  Language,
  ProtestType,
} from '@portico/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sqlStateOf } from '../../db/data-errors.ts';
import { journeys } from '../../db/schema/index.ts';
import type { ByteaParameters, UploadedFile } from '../../shared/attachments/index.ts';
import { AppError } from '../../shared/app-error.ts';
import { decodeDunningState, encodeDunningState } from '../journeys/dunning-codec.ts';
import { indemnityAt, isOpen } from '../journeys/dunning.ts';
import { applyDunningEvent } from '../journeys/dunning-events.ts';
import { nextCheckAt } from '../journeys/dunning-schedule.ts';
import {
  findJourneySettings,
  lockPlates,
  type PlateRef,
  updateJourney,
} from '../journeys/repository.ts';
import type { MailService } from '../mail/service.ts';
import {
  checkClaimedJourneys,
  checkReasonRequirements,
  claimComment,
  type ClaimRefusal,
} from './domain.ts';
import {
  findReason,
  insertAttachment,
  insertProtest,
  insertProtestJourneys,
  nextProtestReference,
} from './repository.ts';

/** A journey the claimant may contest, with its vehicle (a customer's claim may span plates). */
export interface ClaimableJourney {
  journey: Journey;
  vehicle: PlateRef;
}

export interface FileClaimInput {
  type: ProtestType;
  claim: CreateProtestClaim;
  files: readonly UploadedFile[];
  /** The request's language: the acknowledgment's and the decision's. */
  language: Language;
  /** The signed-in account filing it, if any. */
  accountId: string | null;
  /** By id: what the lookup session (or the customer's plates) shows the claimant. */
  claimable: ReadonlyMap<string, ClaimableJourney>;
}

export interface FileClaimDeps {
  db: Database;
  /** How the driver takes the files' bytes (shared/attachments/bytea.ts). */
  byteaParameters: ByteaParameters;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  clock: () => Date;
}

const refuse = ({ status, code }: ClaimRefusal): never => {
  throw new AppError(status, code);
};

/**
 * Files a claim: checks the reason and the journeys (domain.ts), then in one transaction locks
 * the plates (as a rebuild or a payment does) and the journey rows, checks again that none is
 * already contested or closed, stores the claim, its journeys and its files, stops each journey's
 * dunning clock (claimOpened; frozen so a rebuild never replaces the contested journey) and
 * queues the acknowledgment. Two claims racing for a journey serialise on the plate lock; the
 * second is 409 protest_journey_already_contested (the open-claim unique index stands behind it).
 */
export async function fileClaim(
  deps: FileClaimDeps,
  whitelabelId: number,
  input: FileClaimInput,
): Promise<CreateProtestResponse> {
  const { db, mail, clock, byteaParameters } = deps;
  const { type, claim, files } = input;
  const reason = await findReason(db, whitelabelId, type, claim.reasonId);
  if (!reason) throw new AppError(400, 'protest_reason_not_found');
  const comment = claimComment(claim.comment);
  const unmet = checkReasonRequirements(reason, comment, files.length);
  if (unmet) refuse(unmet);
  const visible = new Map([...input.claimable].map(([id, item]) => [id, item.journey]));
  const refusal = checkClaimedJourneys(type, claim.journeyIds, visible);
  if (refusal) refuse(refusal);

  const ids = claim.journeyIds.map(Number);
  const vehicles = uniqueVehicles(claim.journeyIds.map((id) => input.claimable.get(id)?.vehicle));
  const now = clock();
  const { settings } = await findJourneySettings(db, whitelabelId);
  try {
    const reference = await db.transaction(async (tx) => {
      await lockPlates(tx, whitelabelId, vehicles);
      const rows = await tx
        .select()
        .from(journeys)
        .where(and(eq(journeys.whitelabelId, whitelabelId), inArray(journeys.id, ids)))
        .orderBy(asc(journeys.id))
        .for('update');
      if (rows.length !== ids.length) throw new AppError(400, 'protest_journeys_invalid');
      const states = rows.map((row) => {
        const state = row.dunning ? decodeDunningState(row.dunning) : null;
        // Paid, cancelled or sent to the prosecutor since the lookup showed it.
        if (!state || !isOpen(state)) throw new AppError(400, 'protest_journey_not_contestable');
        if (state.claimOpenedAt) throw new AppError(409, 'protest_journey_already_contested');
        return { row, state };
      });
      const created = await insertProtest(tx, {
        whitelabelId,
        reference: await nextProtestReference(tx, whitelabelId, now.getUTCFullYear()),
        type,
        reasonCode: reason.code,
        comment,
        email: claim.email,
        language: input.language,
        accountId: input.accountId,
        createdAt: now,
        updatedAt: now,
      });
      await insertProtestJourneys(
        tx,
        states.map(({ row, state }) => ({
          protestId: created.id,
          journeyId: row.id,
          ttcCents: row.ttcCents ?? 0,
          indemnityCents: indemnityAt(state, now, settings),
        })),
      );
      for (const { row, state } of states) {
        const paused = applyDunningEvent(state, { type: 'claimOpened' }, now, settings);
        await updateJourney(tx, row.id, {
          dunning: encodeDunningState(paused),
          nextTransitionAt: nextCheckAt(paused, now, settings),
          frozen: true,
        });
      }
      for (const [position, file] of files.entries()) {
        await insertAttachment(
          tx,
          {
            protestId: created.id,
            position,
            fileName: file.fileName,
            mediaType: file.mediaType,
            bytes: file.content.length,
            content: file.content,
          },
          byteaParameters,
        );
      }
      await mail.enqueue(tx, {
        whitelabelId,
        kind: 'protest_acknowledgment',
        recipient: claim.email,
        language: input.language,
        payload: { protestId: created.id },
      });
      return created.reference;
    });
    mail.kick();
    return { reference, journeyIds: [...claim.journeyIds] };
  } catch (error) {
    // The open-claim index caught a race the plate lock did not (another instance's claim).
    if (sqlStateOf(error) === '23505') throw new AppError(409, 'protest_journey_already_contested');
    throw error;
  }
}

function uniqueVehicles(vehicles: readonly (PlateRef | undefined)[]): PlateRef[] {
  const byKey = new Map<string, PlateRef>();
  for (const vehicle of vehicles) {
    if (vehicle) byKey.set(`${vehicle.plate}|${vehicle.countryCode}`, vehicle);
  }
  return [...byKey.values()];
}
