import type { SupportJourney } from '@portico/contract';
import type { StaffActor } from '../staff/guard.ts';
import { cancelJourney } from './cancel-journey.ts';
import { extendDeadline } from './extend-deadline.ts';
import { type PassageMove, type PassageMoveResult, movePassages } from './move-passages.ts';
import { resendReceipt } from './resend-receipt.ts';
import type { SupportActionsDeps } from './support-context.ts';

/** The support agent's actions on a vehicle (issue 28 item 7), each audited with its reason. */
export interface SupportActionsService {
  resendReceipt(
    actor: StaffActor,
    paymentId: string,
    body: { reason: string; email?: string | undefined },
  ): Promise<{ paymentId: string; email: string }>;
  cancelJourney(actor: StaffActor, journeyId: number, reason: string): Promise<SupportJourney>;
  movePassages(actor: StaffActor, move: PassageMove): Promise<PassageMoveResult>;
  extendDeadline(
    actor: StaffActor,
    journeyId: number,
    body: { until: Date; reason: string },
  ): Promise<SupportJourney>;
}

export type { SupportActionsDeps } from './support-context.ts';

export function createSupportActionsService(deps: SupportActionsDeps): SupportActionsService {
  return {
    resendReceipt: (actor, paymentId, body) => resendReceipt(deps, actor, paymentId, body),
    cancelJourney: (actor, journeyId, reason) => cancelJourney(deps, actor, journeyId, reason),
    movePassages: (actor, move) => movePassages(deps, actor, move),
    extendDeadline: (actor, journeyId, body) => extendDeadline(deps, actor, journeyId, body),
  };
}
