import type { Language } from '@portico/contract';
import type { MailService } from '../mail/service.ts';
import type { AlertMailKind, AlertMailPayloads } from './alert-mails.ts';
import type { Queryable } from './repository.ts';

/**
 * Writes an alert e-mail to the outbox in the caller's transaction, its payload typed by its kind
 * (alert-mails.ts), so the service, the jobs and the renderers agree on it.
 */
export function enqueueAlertMail<K extends AlertMailKind>(
  mail: Pick<MailService, 'enqueue'>,
  tx: Queryable,
  kind: K,
  to: { whitelabelId: number; email: string; language: Language },
  payload: AlertMailPayloads[K],
): Promise<number> {
  return mail.enqueue(tx, {
    whitelabelId: to.whitelabelId,
    kind,
    recipient: to.email,
    language: to.language,
    payload,
  });
}
