import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail.ts';
import { payments } from '../../db/schema/payments.ts';
import { userPlates } from '../../db/schema/user-plates.ts';
import { deleteAddressSubscriptions } from '../alerts/repository.ts';
import type { Queryable } from '../journeys/repository.ts';
import { deleteUser } from './repository.ts';

/** The account being deleted: whose rows go, and at which address. */
export interface ErasedAccount {
  id: string;
  whitelabelId: number;
  email: string;
}

/**
 * Deleting an account (issue 12 item 6) erases its personal data, in the caller's transaction:
 * the profile (users row, with its codes and refresh tokens: on delete cascade), its vehicles,
 * the passage alerts of its address, and the e-mails to that address the outbox still holds. Its
 * payments stay for the operator's accounts (invoice numbers form one gap-free series and must be
 * kept), without the account and without the payer's identity: billing name, address and phone,
 * and e-mail are cleared; amounts, lines (trips), dates, plate, PSP references, masked card and
 * receipt number stay, so the receipt can still be produced (it then names no payer).
 */
export async function eraseAccount(tx: Queryable, account: ErasedAccount): Promise<void> {
  // The vehicles first: deleting their rows waits for an alert toggle in flight (it holds its
  // plate's row), so the subscription it writes is committed, and seen by the next statement.
  // A toggle coming later finds no plate (404).
  await tx.delete(userPlates).where(eq(userPlates.userId, account.id));
  await deleteAddressSubscriptions(tx, account.whitelabelId, account.email);
  // updated_at stays: a receipt without a settlement date falls back to it.
  await tx
    .update(payments)
    .set({ userId: null, email: null, billing: null })
    .where(eq(payments.userId, account.id));
  await forgetOutboxMessages(tx, account);
  // Codes and refresh tokens go with the row (on delete cascade).
  await deleteUser(tx, account.id);
}

/**
 * The outbox's messages to the address, with the texts they were rendered with (names, codes,
 * plates): those already sent, captured or skipped, and the account and alert ones still waiting
 * (codes of an account that is gone, alerts of subscriptions deleted above). A receipt still
 * waiting is left to go: the payer is owed it. The goodbye e-mail is written after this.
 */
async function forgetOutboxMessages(tx: Queryable, account: ErasedAccount): Promise<void> {
  await tx
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.whitelabelId, account.whitelabelId),
        sql`lower(${mailOutbox.recipient}) = lower(${account.email})`,
        or(
          ne(mailOutbox.status, 'pending'),
          like(mailOutbox.kind, 'account\\_%'),
          like(mailOutbox.kind, 'alert\\_%'),
        ),
      ),
    );
}
