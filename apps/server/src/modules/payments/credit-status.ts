import { defaultLanguage, type Language, type PrepaidTripStatus } from '@portico/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { prepaymentCredits } from '../../db/schema/index.ts';
import { gateNamer } from '../lookups/domain.ts';
import { findGates } from '../lookups/repository.ts';

/**
 * The payment status's prepaidTrips: each credit the payment made, what was used of it, what can
 * still be driven and what expired unused at `now` (validUntil passed with units left). A unit
 * counts as expired from the instant after validUntil; a trip started before then still uses it if
 * its passages arrive later (credit-match.ts), which moves it back from expired to used.
 */
export async function prepaidTripsOf(
  db: Database,
  whitelabelId: number,
  paymentId: string,
  now: Date,
  language: Language = defaultLanguage,
): Promise<PrepaidTripStatus[]> {
  const credits = await db
    .select()
    .from(prepaymentCredits)
    .where(eq(prepaymentCredits.paymentId, paymentId))
    .orderBy(asc(prepaymentCredits.id));
  if (credits.length === 0) return [];
  const gate = gateNamer(await findGates(db, whitelabelId), language);
  return credits.map((credit) => {
    const expired = credit.validUntil.getTime() < now.getTime();
    return {
      in: gate(credit.inGate),
      out: gate(credit.outGate),
      vehicleCategory: credit.vehicleClass,
      unitPrice: credit.unitTtcCents,
      count: credit.count,
      used: credit.count - credit.remaining,
      remaining: expired ? 0 : credit.remaining,
      expiredUnused: expired ? credit.remaining : 0,
      validUntil: credit.validUntil.toISOString(),
    };
  });
}
