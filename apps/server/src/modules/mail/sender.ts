import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { whitelabels } from '../../db/schema/index.ts';

/** Who an e-mail is from: nodemailer writes the name encoded (RFC 2047), never as raw text. */
export interface MailSender {
  name: string;
  address: string;
}

/** MAIL_FROM as config/mail.ts accepts it: `Name <address>` or a bare address. */
export function parseMailFrom(from: string): MailSender {
  const named = /^([^<>\r\n]+?)\s*<([^@\s<>]+@[^@\s<>]+)>$/.exec(from.trim());
  if (named) return { name: named[1] ?? '', address: named[2] ?? '' };
  return { name: '', address: from.trim() };
}

/**
 * A white-label's own sender, in its settings document under `mail` (no migration to add one):
 * a display name and an address of the operator's domain (its SPF and DKIM are the operator's
 * business). Either may be left out.
 */
const mailSettingsSchema = z.object({
  fromName: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[^<>\r\n"]+$/)
    .optional(),
  fromAddress: z.email().max(254).optional(),
});

/**
 * Issue 27: drivers get their receipts from their operator, not from "Portico". The sender is the
 * white-label's `mail` settings, else its own name with MAIL_FROM's address. A bad setting is the
 * operator's mistake: MAIL_FROM's part stands in rather than every e-mail failing.
 */
export function tenantSender(
  fallback: MailSender,
  tenant: { name: string; settings: Record<string, unknown> } | null,
): MailSender {
  if (!tenant) return fallback;
  const parsed = mailSettingsSchema.safeParse(tenant.settings.mail ?? {});
  const settings = parsed.success ? parsed.data : {};
  const name = settings.fromName ?? (tenant.name.trim() || fallback.name);
  return { name, address: settings.fromAddress ?? fallback.address };
}

/** The sender of a white-label's e-mails, read once per `cacheMs` (a job sends many at a time). */
export function createSenderResolver(
  db: Database,
  mailFrom: string,
  { cacheMs = 60_000, clock = () => Date.now() }: { cacheMs?: number; clock?: () => number } = {},
): (whitelabelId: number | null) => Promise<MailSender> {
  const fallback = parseMailFrom(mailFrom);
  const cache = new Map<number, { sender: MailSender; until: number }>();
  return async (whitelabelId) => {
    if (whitelabelId === null) return fallback;
    const cached = cache.get(whitelabelId);
    if (cached && cached.until > clock()) return cached.sender;
    const [row] = await db
      .select({ name: whitelabels.name, settings: whitelabels.settings })
      .from(whitelabels)
      .where(eq(whitelabels.id, whitelabelId));
    const sender = tenantSender(fallback, row ?? null);
    cache.set(whitelabelId, { sender, until: clock() + cacheMs });
    return sender;
  };
}

/** The sender as a From header shows it (the mailbox page): the name quoted. */
export const senderText = ({ name, address }: MailSender): string =>
  name ? `"${name}" <${address}>` : address;
