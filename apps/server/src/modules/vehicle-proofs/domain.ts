/**
 * Proof of possession of a vehicle (issue 24 item 6), the rules without the database.
 *
 * The public plate lookup (spec 001) shows a plate's unpaid trips, with their times, gates and
 * notice numbers, to anyone who types the plate: none of that proves anything. What it never
 * shows is a receipt: a receipt is e-mailed to its payer only. Its number, or the payment's order
 * reference (12 random characters, in the receipt e-mail's subject), is the proof. So the proof that an address or an
 * account may follow a vehicle is a receipt of a payment for it, recent enough to say the vehicle
 * is still theirs. A stranger would have to pay a toll of that car first, leaving a card trail at
 * the payment provider; that residual risk is accepted and written in the README.
 */

/** A receipt older than this proves nothing any more (the vehicle may have changed hands). */
export const proofMaxAgeDays = 365;

/** Wrong receipt numbers a day per address or account, and per vehicle (issue 24 item 6). */
export const proofTriesPerTargetDay = 5;
/** Per vehicle higher, so that a stranger's wrong tries cannot lock its keeper out for the day. */
export const proofTriesPerPlateDay = 20;
/** Per client IP, across addresses, accounts and vehicles (a family or an office shares one). */
export const proofTriesPerIpDay = 30;

/**
 * A typed receipt number as compared: letters and digits only, upper case ("a79 r 2026 000123",
 * "A79-R-2026-000123" and "A79R2026000123" are one number). Null when nothing is left.
 */
export function normaliseReceiptNumber(typed: string): string | null {
  const kept = typed.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return kept === '' ? null : kept;
}

/** The earliest settlement a proof accepts at `now`. */
export function oldestProvingPayment(now: Date): Date {
  return new Date(now.getTime() - proofMaxAgeDays * 86_400_000);
}
