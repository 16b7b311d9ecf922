import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config.ts';
import { createMailService } from '../../src/modules/mail/service.ts';
import { createCaptureTransport } from '../../src/modules/mail/transport.ts';

/**
 * Runs one tenant's outbox (only its rows: other tests' e-mails on a shared database are left
 * alone) into a capturing transport until `read` finds what the test waits for. On a shared
 * PostgreSQL another process's outbox run may hold a row for a moment (its lease): each run goes
 * well past any lease or backoff, and the rows are read again.
 */
export async function untilMailed<T>(
  app: () => FastifyInstance,
  config: Config,
  tenantId: number,
  what: string,
  read: () => Promise<T | undefined>,
): Promise<T> {
  const mail = createMailService(app().database.db, {
    transport: createCaptureTransport(),
    renderers: app().services.mailRenderers,
    from: config.mail.from,
    logger: { warn() {}, error() {} },
    whitelabelId: tenantId,
  });
  for (let attempt = 0; attempt < 20; attempt++) {
    await app().services.mail.idle();
    await mail.runOutbox(new Date(Date.now() + 2 * 3_600_000));
    const found = await read();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was never rendered`);
}
