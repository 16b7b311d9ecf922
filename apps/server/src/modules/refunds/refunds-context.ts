import type { Database } from '../../db/database.ts';
import type { MailService } from '../mail/service.ts';
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
   * The PSPs' server-to-server port; null where the deployment has no server-to-server
   * credentials: refunds are still asked for and approved, and wait for it to be configured.
   */
  psp: PspServerToServer | null;
  logger: RefundsLogger;
  /** The longest a PSP call may take before its answer counts as lost. */
  timeoutMs: number;
}
