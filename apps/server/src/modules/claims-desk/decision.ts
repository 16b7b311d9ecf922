import type { ClaimDecisionBody, ClaimMailPreview, ProtestDecisionBody } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import type { MailService } from '../mail/service.ts';
import type { NewMail } from '../mail/outbox.ts';
import { decideClaim } from '../protests/decide-claim.ts';
import { protestMailRenderers } from '../protests/mails/renderers.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import type { StaffActor } from '../staff/guard.ts';

export interface ClaimDecisionDeps {
  db: Database;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  clock: () => Date;
}

/** The machine API's decision body: the staff's reason is the note the claimant reads. */
function protestDecisionOf(body: ClaimDecisionBody): ProtestDecisionBody {
  return {
    outcome: body.outcome,
    ...(body.reducedPrices ? { reducedPrices: body.reducedPrices } : {}),
    note: body.reason,
  };
}

/**
 * The staff's decision on a claim (issue 28 item 8), by the machine API's decision (decide-claim
 * .ts: the trips cancelled, repriced or resumed, the claimant's e-mail in the outbox), its audit
 * event written inside the same transaction: who decided, why, and what changed.
 */
export async function decideClaimCase(
  deps: ClaimDecisionDeps,
  actor: StaffActor,
  reference: string,
  body: ClaimDecisionBody,
): Promise<void> {
  await decideClaim(
    deps,
    actor.whitelabelId,
    reference,
    protestDecisionOf(body),
    ({ tx, before }) =>
      recordAuditEvent(tx, {
        whitelabelId: actor.whitelabelId,
        staff: { id: actor.id, name: actor.name },
        action: 'claims.decide',
        target: { type: 'claim', id: before.reference },
        reason: body.reason,
        before: { status: before.status },
        after: { status: body.outcome, reducedPrices: body.reducedPrices ?? [] },
        address: actor.address,
        requestId: actor.requestId,
      }),
  );
}

/** Thrown to roll the preview's transaction back, carrying what it rendered. */
class PreviewRendered extends Error {
  readonly preview: ClaimMailPreview | null;

  constructor(preview: ClaimMailPreview | null) {
    super('preview rendered');
    this.preview = preview;
  }
}

/**
 * The e-mail the claimant would get for this decision, not sent: the decision runs in a
 * transaction that is rolled back once the outbox's own renderer (protests/mails/renderers.ts)
 * has read the decided claim, so the preview says exactly what the outbox would send, in the
 * claimant's language, and refuses what the decision would refuse (404, 409, 400).
 */
export async function previewClaimDecision(
  { db, clock }: Omit<ClaimDecisionDeps, 'mail'>,
  whitelabelId: number,
  reference: string,
  body: ClaimDecisionBody,
): Promise<ClaimMailPreview> {
  try {
    await db.transaction(async (tx) => {
      let queued: NewMail | undefined;
      const capture = {
        enqueue: async (_tx: unknown, mail: NewMail) => {
          queued = mail;
          return 0;
        },
        kick: () => undefined,
      };
      await decideClaim(
        { db: tx, mail: capture, clock },
        whitelabelId,
        reference,
        protestDecisionOf(body),
      );
      if (!queued) throw new PreviewRendered(null);
      const content = await protestMailRenderers(tx).protest_decision({ id: 0, ...queued });
      throw new PreviewRendered(
        content && {
          recipient: queued.recipient,
          language: queued.language,
          subject: content.subject,
          text: content.text,
        },
      );
    });
  } catch (error) {
    if (error instanceof PreviewRendered && error.preview) return error.preview;
    throw error;
  }
  throw new Error('the decision preview rendered nothing');
}
