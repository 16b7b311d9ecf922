import {
  commandLogger,
  fail,
  openCommandDatabase,
  readCommandConfig,
  say,
} from '../../command-line.ts';
import { createServices } from '../../services.ts';
import { AppError } from '../../shared/app-error.ts';
import { startFailureLine } from '../../start-failure.ts';
import { inviteUsage, parseInviteArguments } from './invite-arguments.ts';

/**
 * `npm run renter:invite -- --company CODE --name ... --email ... --first-name ... --last-name ...`
 * (issue 25 item 1): what the operator API does, against the configured database (DATABASE_URL
 * or PGLITE_DIR, the server's settings): the company is created when the white-label has none of
 * that code, the user invited to it, and the invitation e-mail sent at once (SMTP_URL), or
 * captured for /dev/mailbox. The database is prepared as a server start prepares it (migrated,
 * demo seeded when SEED_DEMO). With PGlite the server must be stopped (one process per folder).
 */
const parsed = parseInviteArguments(process.argv.slice(2));
if ('errors' in parsed) fail([...parsed.errors, inviteUsage].join('\nportico: '));
const args = 'ok' in parsed ? parsed.ok : fail(inviteUsage);

const config = readCommandConfig();
const logger = commandLogger;

try {
  const handle = await openCommandDatabase(config);
  try {
    const services = createServices(handle.db, config, { logger, databaseDriver: handle.driver });
    const tenant = await services.whitelabel.resolveTenant({
      whitelabelHost: args.host,
      host: undefined,
    });
    const invited = await services.renters.operator.inviteWithCompany(
      tenant,
      args.company,
      args.user,
    );
    // The kicked outbox run sends (or captures) the invitation before the database closes.
    await services.mail.idle();
    await services.mail.close();
    say(
      `${invited.companyCreated ? 'created the company' : 'found the company'} ${args.company.code} ` +
        `of ${tenant.code} and invited the user ${invited.id}: ` +
        (invited.codeSent
          ? config.mail.smtpUrl
            ? 'the invitation e-mail is sent'
            : // Never 'sent' without a relay: nobody receives it (issue 27).
              'the invitation e-mail is captured, not sent (no SMTP_URL; /dev/mailbox outside production)'
          : 'already invited and waiting: the previous code still works (a new one later)') +
        `; activation at /${args.user.language}/renters/activate?id=${invited.id}`,
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  if (error instanceof AppError) fail(`refused: ${error.code} (${error.statusCode})`);
  fail(
    startFailureLine(error) ??
      `the invitation failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}
process.exit(0);
