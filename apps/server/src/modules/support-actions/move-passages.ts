import { AppError } from '../../shared/app-error.ts';
import { lockPlates, type PlateRef, plateKey } from '../journeys/repository.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import type { StaffActor } from '../staff/guard.ts';
import { keepsItsPassages } from './domain.ts';
import {
  findPassagePlates,
  lockJourneysHolding,
  movePassages as setPassagePlate,
} from './repository.ts';
import { auditBy, type SupportActionsDeps } from './support-context.ts';

export interface PassageMove {
  passageIds: readonly string[];
  to: PlateRef;
  reason: string;
}

export interface PassageMoveResult {
  moved: number;
  fromPlates: PlateRef[];
  toPlate: PlateRef;
}

/**
 * Gives passages read from a wrong plate the right one (issue 28 item 7), in one transaction: the
 * rebuild locks of every plate involved (waiting, in one order), the journeys holding the passages
 * checked (domain.ts keepsItsPassages: a paid, noticed, cancelled or contested trip refuses the
 * whole move, 409 passages_not_movable), the passages updated, then the journeys of both sides
 * rebuilt by the builder ingestion uses (priced, credits, passage alerts), and the audit event
 * naming both sides and the passage ids. Passages of another white-label are not found (404).
 */
export async function movePassages(
  { db, journeys, mail, clock }: SupportActionsDeps,
  actor: StaffActor,
  move: PassageMove,
): Promise<PassageMoveResult> {
  const now = clock();
  const { whitelabelId } = actor;
  const passageIds = [...new Set(move.passageIds)];
  const found = await findPassagePlates(db, whitelabelId, passageIds);
  if (found.length < passageIds.length) throw new AppError(404, 'passage_not_found');
  const fromPlates = uniquePlates(found);
  const toKey = plateKey(move.to);
  // A passage already on the right plate: nothing to correct, the agent chose a wrong one.
  if (fromPlates.some((ref) => plateKey(ref) === toKey)) {
    throw new AppError(409, 'passages_not_movable');
  }
  // Read before the transaction: PGlite has one connection.
  const rebuild = await journeys.prepareRebuild(whitelabelId, now);
  const plates = uniquePlates([...fromPlates, move.to]);
  const mailsWritten = await db.transaction(async (tx) => {
    await lockPlates(tx, whitelabelId, plates);
    // Read again under the locks: a concurrent move of the same passages waited for them.
    const current = await findPassagePlates(tx, whitelabelId, passageIds);
    const stillFrom = new Set(fromPlates.map(plateKey));
    if (current.some((ref) => !stillFrom.has(plateKey(ref)) || plateKey(ref) === toKey)) {
      throw new AppError(409, 'passages_not_movable');
    }
    const holders = await lockJourneysHolding(tx, whitelabelId, passageIds);
    if (holders.some(keepsItsPassages)) throw new AppError(409, 'passages_not_movable');
    await setPassagePlate(tx, whitelabelId, passageIds, move.to);
    const rebuilt = await rebuild(tx, plates);
    await recordAuditEvent(
      tx,
      auditBy(actor, {
        action: 'passages.move',
        target: { type: 'plate', id: toKey },
        reason: move.reason,
        before: { plates: fromPlates, passageIds, journeyIds: holders.map((row) => row.id) },
        after: { plate: move.to, passageIds },
      }),
    );
    return rebuilt.mailsWritten;
  });
  if (mailsWritten > 0) mail.kick();
  return { moved: passageIds.length, fromPlates, toPlate: move.to };
}

function uniquePlates(refs: readonly PlateRef[]): PlateRef[] {
  const byKey = new Map(refs.map((ref) => [plateKey(ref), ref]));
  return [...byKey.values()].map((ref) => ({ plate: ref.plate, countryCode: ref.countryCode }));
}
