import type { Passage } from './passage.ts';
import { canonicalPassages } from './passage.ts';
import { type JourneyRow, plateKey, type Queryable, updateJourney } from './repository.ts';
import { gantryIndex, gatesOf, progressOf, type RoadLayout } from './road-layout.ts';
import type { BuilderSettings } from './settings.ts';

const minute = 60_000;

/**
 * Whether a gantry lies before the declared exit in the direction of travel (gate i sits between
 * gantries i - 1 and i, see gatesOf): the part of the road the driver declared and paid for.
 */
function beforeExit(road: RoadLayout, gantry: string, exit: number, east: boolean): boolean {
  const index = gantryIndex(road, gantry);
  return east ? index < exit : index >= exit;
}

/**
 * The passages that finish a frozen (paid, credit-settled or escalated) journey completed by its
 * driver's declared exit: the gantries the driver paid for before crossing them. They join that
 * journey (its passage ids, gantries and last passage, updated here) instead of making a new trip
 * that would be charged again; its price stays what was paid. A passage at or past the declared
 * exit contradicts the declaration: it stays free, so the builder makes it a journey of its own,
 * entered at the declared exit, and the extra road is due as that journey (issue 13 item 3).
 * Answers the passages left for the builder.
 */
export async function absorbPaidDeclarations(
  tx: Queryable,
  existing: readonly JourneyRow[],
  passages: readonly Passage[],
  { road, settings }: { road: RoadLayout; settings: BuilderSettings },
): Promise<readonly Passage[]> {
  const declared = existing.filter((row) => row.frozen && row.declaredOutGate !== null);
  // The common case (every ingestion batch): nothing to look at, nothing copied.
  if (declared.length === 0) return passages;
  const absorbed = new Set<string>();
  const ordered = canonicalPassages(passages);
  for (const row of declared) {
    const exit = gatesOf(road).indexOf(row.declaredOutGate ?? '');
    if (exit < 0) continue;
    const east = row.direction === 'east';
    let lastGantry = row.gantries[row.gantries.length - 1];
    let lastAt = row.lastPassageAt;
    const joined: Passage[] = [];
    for (const passage of ordered) {
      if (absorbed.has(passage.passageId) || lastGantry === undefined) continue;
      if (plateKey(passage) !== plateKey(row) || passage.direction !== row.direction) continue;
      if (passage.at.getTime() <= lastAt.getTime()) continue;
      if (passage.at.getTime() - lastAt.getTime() > settings.journeyGapMinutes * minute) break;
      const further =
        progressOf(road, passage.gantry, passage.direction) >
        progressOf(road, lastGantry, row.direction);
      if (!further || !beforeExit(road, passage.gantry, exit, east)) break;
      joined.push(passage);
      absorbed.add(passage.passageId);
      lastGantry = passage.gantry;
      lastAt = passage.at;
    }
    if (joined.length === 0) continue;
    await updateJourney(tx, row.id, {
      passageIds: [...row.passageIds, ...joined.map((passage) => passage.passageId)],
      gantries: [...row.gantries, ...joined.map((passage) => passage.gantry)],
      tagPaidGantries: [
        ...row.tagPaidGantries,
        ...joined.filter((passage) => passage.tagPaid).map((passage) => passage.gantry),
      ],
      lastPassageAt: lastAt,
    });
  }
  return passages.filter((passage) => !absorbed.has(passage.passageId));
}
