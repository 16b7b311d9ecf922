import type { Database } from '../../db/database.ts';
import type { MailService } from '../mail/service.ts';
import type { PaymentProvider } from '@portico/contract';
import type { PspServerToServer } from '../payments/psp/server-to-server.ts';

export interface RefundsLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the refunds' service and job need. */
export interface RefundsDeps {
  db: Database;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  /**
   * The PSPs' server-to-server port; null where the deployment has none (a test's choice).
   * `available` says whether a provider has server-to-server credentials here: an attempt of
   * one without them is not sent (it waits, approved, until they are configured).
   */
  psp: (PspServerToServer & { available?(provider: PaymentProvider): boolean }) | null;
  logger: RefundsLogger;
  /**
   * The deployment's AUTOMATIC_REFUNDS: without it every refund_due attempt waits for a person,
   * whatever the white-label's setting.
   */
  automaticAllowed: boolean;
  /** The longest a PSP call may take before its answer counts as lost. */
  timeoutMs: number;
}
