import {
  availableEntryPoints,
  type ContentItem,
  entryPoints,
  homeTileOrder,
  servedHomeActions,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { homePages, whitelabels } from '../../db/schema/index.ts';
import { standardTileTexts } from './standard-tile-texts.ts';

/**
 * The home's four tiles in the home's order, each with its standard words and whether visitors see
 * it now: the same rule as the portal's (its home actions, without free flow only the notices).
 */
export async function homeTiles(
  db: Database,
  whitelabelId: number,
): Promise<ContentItem['homeTiles']> {
  const [row] = await db
    .select({ actions: homePages.actions, freeFlowEnabled: whitelabels.freeFlowEnabled })
    .from(whitelabels)
    .leftJoin(homePages, eq(homePages.whitelabelId, whitelabels.id))
    .where(eq(whitelabels.id, whitelabelId));
  const served = servedHomeActions(row?.actions ?? [], row?.freeFlowEnabled ?? false);
  const shown = new Set(availableEntryPoints(served, homeTileOrder).map(({ key }) => key));
  const ordered = [
    ...homeTileOrder,
    ...entryPoints.filter((tile) => !homeTileOrder.includes(tile)),
  ];
  return ordered.map((tile) => ({
    tile,
    shown: shown.has(tile),
    standard: standardTileTexts(tile, served.includes('freeflow')),
  }));
}
