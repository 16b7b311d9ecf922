import { refusedStart } from './server.ts';

/**
 * Issue 27: a start without its secrets and mail relay is refused in one line naming every one of
 * them (each with its _FILE form), exit 1, nothing on stdout. Answers what it checked.
 */
export function checkRefusedStart(scratch: string, env: Record<string, string>): string {
  const {
    LOOKUP_SECRET_FILE: _lookup,
    JWT_SECRET_FILE: _jwt,
    MAIL_CAPTURE: _capture,
    ...incomplete
  } = env;
  const { status, stderr, stdout } = refusedStart(scratch, incomplete);
  const lines = stderr.trim().split('\n');
  const expected = [
    'LOOKUP_SECRET is required in production (or LOOKUP_SECRET_FILE',
    'JWT_SECRET is required in production (or JWT_SECRET_FILE',
    'SMTP_URL is required in production (or SMTP_URL_FILE',
  ];
  const line = lines.at(-1) ?? '';
  if (status !== 1 || !line.includes('Invalid environment, 3 problems: ')) {
    throw new Error(`a start without its secrets was not refused in one line:\n${stderr}${stdout}`);
  }
  const missing = expected.filter((said) => !line.includes(said));
  if (missing.length > 0) throw new Error(`the refusal did not say: ${missing.join('; ')}`);
  return 'refused at once, exit 1, one line naming LOOKUP_SECRET, JWT_SECRET and SMTP_URL';
}

/** The one `integrations:` line of the start, as production runs: answers it. */
export function checkIntegrationsLine(output: string): string {
  const line = output
    .split('\n')
    .map((text) => {
      try {
        return (JSON.parse(text) as { msg?: unknown }).msg;
      } catch {
        return undefined;
      }
    })
    .find(
      (message): message is string =>
        typeof message === 'string' && message.startsWith('integrations: '),
    );
  const expected =
    'integrations: database postgres, e-mail captured, not sent, card PSP PAYBOX (live)';
  if (!line?.startsWith(expected)) {
    throw new Error(
      `the start logged no integrations line starting "${expected}": ${line ?? 'none'}`,
    );
  }
  return line;
}
