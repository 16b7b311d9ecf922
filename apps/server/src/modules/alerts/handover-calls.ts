import {
  type AlertHandoverDecision,
  type AlertHandoverResponse,
  type AlertHandoverState,
  hideEmail,
  isPlateCountry,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import type { AlertHandoverState as StoredState } from '../../db/schema/alerts.ts';
import { AppError } from '../../shared/app-error.ts';
import type { MailService } from '../mail/service.ts';
import { hashConfirmationToken } from './confirmation-token.ts';
import {
  findDueHandovers,
  findHandoverByHash,
  type HandoverRow,
  lockOpenHandover,
} from './handover-repository.ts';
import { completeHandover, keepAlerts } from './handovers.ts';
import { lockVehicleAlerts, type SubscriptionRow } from './repository.ts';

/**
 * The calls of a handover's page (GET and POST /customers/handovers) and its job (issue 24 item
 * 6). The page's link carries the token the current address was e-mailed: it is the only key.
 */

type Mail = Pick<MailService, 'enqueue'>;

export interface ReadHandover {
  handover: HandoverRow;
  to: SubscriptionRow;
}

const states: Record<StoredState, AlertHandoverState> = {
  open: 'OPEN',
  moved: 'MOVED',
  kept: 'KEPT',
  withdrawn: 'WITHDRAWN',
};

/** The page's answer: the plate, the requesting address masked, when it moves, where it stands. */
export function presentHandover({ handover, to }: ReadHandover): AlertHandoverResponse {
  if (!isPlateCountry(handover.countryCode)) throw new Error('a handover with an unknown country');
  return {
    countryCode: handover.countryCode,
    numberPlate: handover.plate,
    requesterHiddenEmail: hideEmail(to.email),
    movesAt: handover.movesAt.toISOString(),
    state: states[handover.state],
  };
}

/** The handover a link's token stands for; 404 alert_handover_invalid if none of this tenant. */
export async function readHandover(
  db: Database,
  tenant: { id: number },
  token: string,
): Promise<ReadHandover> {
  const found = await findHandoverByHash(db, hashConfirmationToken(token));
  if (!found || found.handover.whitelabelId !== tenant.id) {
    throw new AppError(404, 'alert_handover_invalid');
  }
  return { handover: found.handover, to: found.to };
}

/**
 * The current address's answer, under the plate's alert lock: KEEP closes the handover as kept
 * (the requesting address is told), RELEASE moves the alerts now. A handover no longer open is
 * answered as it stands: a second click, or an answer after the move, changes nothing.
 */
export async function decideHandover(
  db: Database,
  mail: Mail,
  {
    tenant,
    token,
    decision,
    now,
  }: { tenant: { id: number }; token: string; decision: AlertHandoverDecision; now: Date },
): Promise<ReadHandover> {
  const read = await readHandover(db, tenant, token);
  if (read.handover.state !== 'open') return read;
  await db.transaction(async (tx) => {
    await lockVehicleAlerts(tx, read.handover);
    const open = await lockOpenHandover(tx, read.handover.id);
    if (!open) return;
    if (decision === 'KEEP') await keepAlerts(tx, mail, open, now);
    else await completeHandover(tx, mail, open, now);
  });
  return readHandover(db, tenant, token);
}

/** How many handovers one run of the job looks at (the rest wait for the next run). */
const batch = 100;

/**
 * The alert-handovers job: each handover whose notice period is over, or whose current alerts
 * stopped, is moved (or withdrawn) in a transaction of its own under the plate's alert lock;
 * another instance doing the same finds it no longer open. Answers how many moved.
 */
export async function moveDueHandovers(db: Database, mail: Mail, now: Date): Promise<number> {
  let moved = 0;
  for (const due of await findDueHandovers(db, now, batch)) {
    const outcome = await db.transaction(async (tx) => {
      await lockVehicleAlerts(tx, due);
      const open = await lockOpenHandover(tx, due.id);
      return open ? completeHandover(tx, mail, open, now) : null;
    });
    if (outcome === 'moved') moved += 1;
  }
  return moved;
}
