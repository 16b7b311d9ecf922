import type { LookupTarget } from '@portico/contract';
import { countedAddress, type DailyLimit } from '../../shared/daily-counter.ts';
import type { VerificationKeys } from '../../shared/secret-ring.ts';
import { verifyLookupSession } from '../lookups/session.ts';
import type { ContactFile } from './contact-repository.ts';
import type { ContactLimits } from './settings.ts';

/**
 * Who sends a contact request, for its daily allowance (issue 24 item 4): a signed-in account or
 * the holder of a valid lookup session is identified (counted per account or per looked-up plate
 * or case, and per client address, with the larger allowance); anyone else is anonymous (counted
 * per client address, with the smaller one).
 */
export type ContactSender =
  | { kind: 'anonymous'; ip: string }
  | { kind: 'account'; ip: string; userId: string }
  | { kind: 'lookup'; ip: string; target: LookupTarget };

/** What the request carries of its sender: its address, the bearer's account, a sessionId. */
export interface ContactClient {
  ip: string;
  userId: string | null;
  sessionId: string | undefined;
}

/**
 * The sender of a request: the account first, then a lookup session of this white-label still
 * valid at `now`; a forged, expired or other white-label's session is no reason to refuse a
 * request to the support desk, so its sender is simply anonymous.
 */
export function identifyContactSender(
  keys: VerificationKeys,
  whitelabelId: number,
  { ip, userId, sessionId }: ContactClient,
  now: Date,
): ContactSender {
  if (userId !== null) return { kind: 'account', ip, userId };
  const session = sessionId === undefined ? null : verifyLookupSession(keys, sessionId, now);
  if (session?.whitelabelId === whitelabelId) return { kind: 'lookup', ip, target: session.target };
  return { kind: 'anonymous', ip };
}

function targetKey(target: LookupTarget): string {
  return target.kind === 'case'
    ? `case:${target.caseNumber}`
    : `plate:${target.countryCode}:${target.plate}`;
}

/** The daily counters a request of this sender counts its stored bytes against. */
export function byteLimitsOf(sender: ContactSender, limits: ContactLimits): DailyLimit[] {
  const ip = countedAddress(sender.ip);
  if (sender.kind === 'anonymous') {
    return [{ scope: 'contact-bytes-anonymous-ip', target: ip, limit: limits.anonymousBytesPerIp }];
  }
  return [
    { scope: 'contact-bytes-identified-ip', target: ip, limit: limits.identifiedBytesPerIp },
    {
      scope: 'contact-bytes-sender',
      target: sender.kind === 'account' ? `account:${sender.userId}` : targetKey(sender.target),
      limit: limits.identifiedBytesPerSender,
    },
  ];
}

/** The daily counter of acknowledgments to one address (any case of it). */
export function acknowledgmentLimitOf(email: string, limits: ContactLimits): DailyLimit {
  return {
    scope: 'contact-acknowledgments',
    target: email.toLowerCase(),
    limit: limits.acknowledgmentsPerAddress,
  };
}

/**
 * The bytes a request stores of the sender's: its files, its message, its answers and its
 * address (the labels and topic are the form's). Counted in UTF-8, as stored.
 */
export function storedBytesOf(
  request: { email: string; message: string },
  answers: readonly { value: string }[],
  files: readonly ContactFile[],
): number {
  const text = [request.email, request.message, ...answers.map((answer) => answer.value)];
  return (
    files.reduce((total, file) => total + file.content.length, 0) +
    text.reduce((total, value) => total + Buffer.byteLength(value, 'utf8'), 0)
  );
}
