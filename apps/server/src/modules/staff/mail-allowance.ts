import type { StaffMailLimits } from '../../config/staff-mail.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { type DailyLimit, reserveDaily } from '../../shared/daily-counter.ts';
import type { StaffActor } from './guard.ts';

export interface StaffMailAllowance {
  limits: StaffMailLimits;
  /** Keys the counters' hashes: the table names no admin nor address in clear. */
  counterSecret: string;
}

/** The counters one enrolment e-mail counts against: its sender, its recipient, the console. */
export function staffMailLimitsOf(
  actor: Pick<StaffActor, 'id' | 'whitelabelId'>,
  recipient: string,
  limits: StaffMailLimits,
): DailyLimit[] {
  return [
    { scope: 'staff-mail-admin', target: actor.id, limit: limits.perAdmin },
    { scope: 'staff-mail-address', target: recipient.toLowerCase(), limit: limits.perAddress },
    {
      scope: 'staff-mail-whitelabel',
      target: String(actor.whitelabelId),
      limit: limits.perWhitelabel,
    },
  ];
}

/**
 * Counts an enrolment e-mail (an invitation or a new link) before it is written, all counters or
 * none, in a statement each (so two admins at once cannot both pass the last place); past any
 * limit, 429 staff_mail_limit and nothing is written. The count stands even if the change is then
 * refused (an address already on the staff): asking is what is counted, as for every other
 * e-mail the portal sends on someone's request.
 */
export async function reserveStaffMail(
  db: Database,
  allowance: StaffMailAllowance,
  actor: Pick<StaffActor, 'id' | 'whitelabelId'>,
  recipient: string,
  now: Date,
): Promise<void> {
  const limits = staffMailLimitsOf(actor, recipient, allowance.limits);
  const allowed = await reserveDaily(db, allowance.counterSecret, actor.whitelabelId, limits, now);
  if (!allowed) throw new AppError(429, 'staff_mail_limit');
}
