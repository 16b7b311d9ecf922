import { publishedSecretsRefusal } from '../published-secrets.ts';
import { defaultDemoRoadsideApiKey } from './demo.ts';
import type { Parsed } from './env-variables.ts';
import type { Problems } from './problems.ts';
import { automaticRefundsRefusal } from './psp-direct.ts';

/**
 * What production refuses to start with (issue 9 items 2 and 14): each is safe on a laptop and a
 * hole on a reachable server, so the boot stops with one line instead of running exposed. The
 * refusals span concerns (payments, demo, database, mail, secrets), hence one place for them.
 */
export function refuseInProduction(v: Parsed, problems: Problems): void {
  const refuse = (what: string) => problems.add(what);
  if (v.PSP_SIMULATOR === true) {
    refuse(
      'PSP_SIMULATOR=true is refused in production (the simulators sign with keys published in the repository, so anyone could forge a payment notification): remove it and configure PAYBOX_* or AXEPTA_*',
    );
  }
  if (
    v.SEED_DEMO === true &&
    (v.DEMO_ROADSIDE_API_KEY ?? defaultDemoRoadsideApiKey) === defaultDemoRoadsideApiKey
  ) {
    refuse(
      'SEED_DEMO=true is refused in production with the public demo roadside key: set DEMO_ROADSIDE_API_KEY to a secret (or DEMO_ROADSIDE_API_KEY_FILE), or SEED_DEMO=false',
    );
  }
  if (!v.DATABASE_URL && v.ALLOW_EMBEDDED_DATABASE !== true) {
    refuse(
      'DATABASE_URL is required in production (or DATABASE_URL_FILE naming a file that holds it; the embedded PGlite database serves one instance from its own disk: set ALLOW_EMBEDDED_DATABASE=true to use it anyway)',
    );
  }
  if (!v.SMTP_URL && v.MAIL_CAPTURE !== true) {
    refuse(
      'SMTP_URL is required in production (or SMTP_URL_FILE; smtp:// or smtps://): without it no receipt or account code reaches anyone. Set MAIL_CAPTURE=true to keep the e-mails in the database on purpose',
    );
  }
  const refunds = automaticRefundsRefusal(v);
  if (refunds) refuse(refunds);
  const published = publishedSecretsRefusal(v);
  if (published) refuse(published);
}
