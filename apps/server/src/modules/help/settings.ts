import { z } from 'zod';

/**
 * A white-label's help settings, in its settings jsonb under `help` (no migration to add one):
 * the support desk's address, which gets every contact request. Without it the visitor is still
 * acknowledged and the request stored; the operator reads it from the table.
 */
const helpSettingsSchema = z.object({ supportEmail: z.email().max(254) });

export function readSupportEmail(settings: Record<string, unknown>): string | null {
  const parsed = helpSettingsSchema.safeParse(settings.help);
  return parsed.success ? parsed.data.supportEmail : null;
}

/**
 * What the contact form allows a day (issue 24 item 4), per white-label under `contactLimits`
 * (its own key: the demo seed rewrites `help`). Sizes in MiB, as an operator thinks of them.
 *
 * - acknowledgmentsPerAddress (5): acknowledgment e-mails one address gets a day. A driver
 *   writes to the desk once or twice; 5 leaves room for corrections and is what an address may
 *   be sent of alert confirmations. Past it the request is still stored and forwarded, unanswered.
 * - anonymousMibPerIp (20): bytes stored a day per client address for senders who are neither
 *   signed in nor hold a lookup session: four full requests (5 MiB each), when one or two carry
 *   what a case needs; a carrier's shared address still leaves its users room.
 * - identifiedMibPerSender (50): per account or looked-up plate or case, whatever the address:
 *   ten full requests; each such sender proved to be a person for that target.
 * - identifiedMibPerIp (100): identified senders of one address together (an office, a campus,
 *   a carrier's shared address), so fresh lookups from one address cannot multiply the above.
 *
 * Each request also counts its text. The smallest value (0.1 MiB) still takes a request's
 * largest text. A bad value keeps its default: the operator's mistake must not stop the form.
 */
export interface ContactLimits {
  acknowledgmentsPerAddress: number;
  anonymousBytesPerIp: number;
  identifiedBytesPerSender: number;
  identifiedBytesPerIp: number;
}

export const defaultContactLimits = {
  acknowledgmentsPerAddress: 5,
  anonymousMibPerIp: 20,
  identifiedMibPerSender: 50,
  identifiedMibPerIp: 100,
} as const;

const mib = 1024 * 1024;
const mibSchema = (fallback: number) => z.number().min(0.1).max(100_000).catch(fallback);

const contactLimitsSchema = z
  .object({
    acknowledgmentsPerAddress: z
      .number()
      .int()
      .min(1)
      .max(1000)
      .catch(defaultContactLimits.acknowledgmentsPerAddress),
    anonymousMibPerIp: mibSchema(defaultContactLimits.anonymousMibPerIp),
    identifiedMibPerSender: mibSchema(defaultContactLimits.identifiedMibPerSender),
    identifiedMibPerIp: mibSchema(defaultContactLimits.identifiedMibPerIp),
  })
  .catch(defaultContactLimits);

export function readContactLimits(settings: Record<string, unknown>): ContactLimits {
  const limits = contactLimitsSchema.parse(settings.contactLimits);
  return {
    acknowledgmentsPerAddress: limits.acknowledgmentsPerAddress,
    anonymousBytesPerIp: Math.floor(limits.anonymousMibPerIp * mib),
    identifiedBytesPerSender: Math.floor(limits.identifiedMibPerSender * mib),
    identifiedBytesPerIp: Math.floor(limits.identifiedMibPerIp * mib),
  };
}
