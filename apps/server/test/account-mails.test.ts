import { accountCodeMaxWrongTriesPerWindow, languages } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../src/db/schema/index.ts';
import type { AccountMailKind } from '../src/modules/accounts/account-mails.ts';
import { fillText, mailTexts } from '../src/modules/mail/texts/mail-texts.ts';
import { formatParisDateTime } from '../src/shared/formats.ts';
import { accountClient, goodPassword, registration } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';
import { untilMailed } from './helpers/mail-outbox.ts';

/**
 * Issue 12 item 5: the account e-mails go through the outbox, in the account's language, on the
 * shared layout (the operator's frame, HTML and plain text saying the same).
 */
const config = accountsTestConfig();
const app = useApp(config);

async function client() {
  const tenant = await createTenant(app().database.db, {
    whitelabel: { name: 'Autostrada <A&B>' },
  });
  return { tenant, ...accountClient(app, config, tenant.host, () => new Date()) };
}

/** The captured message of the one e-mail of a kind to an address. */
function sentMail(tenantId: number, email: string, kind: AccountMailKind) {
  return untilMailed(app, config, tenantId, `the ${kind} e-mail to ${email}`, async () => {
    const rows = await app()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)));
    expect(rows).toHaveLength(1);
    return rows[0]?.message ?? undefined;
  });
}

describe('account e-mails', () => {
  it.each(languages)('sends the activation code in %s, in both parts', async (language) => {
    const { register, lastCode, tenant } = await client();
    const { body } = await register(registration({ language }));
    const code = await lastCode(body.email, 'account_activation');
    const message = await sentMail(tenant.id, body.email, 'account_activation');
    const words = mailTexts[language].account;
    expect(message.subject).toBe(
      fillText(words.activationSubject, { operator: tenant.whitelabel.name }),
    );
    expect(message.text).toContain(code);
    expect(message.text).toContain(words.activationIntro);
    expect(message.html).toContain(code);
    expect(message.html).toContain(`lang="${language}"`);
    // The operator's name is data: escaped in the HTML.
    expect(message.html).toContain('Autostrada &lt;A&amp;B&gt;');
    expect(message.html).not.toContain('<A&B>');
  });

  it('sends the reset code, the password change and the goodbye', async () => {
    const { customer, call, lastCode, tenant } = await client();
    const { email, id, tokens } = await customer({ language: 'de' });
    await call('sendPasswordCode', { params: { id }, captcha: true });
    const code = await lastCode(email, 'account_password_reset');
    const words = mailTexts.de.account;
    expect((await sentMail(tenant.id, email, 'account_password_reset')).text).toContain(code);
    await call('updateMe', {
      token: tokens.accessToken,
      body: { currentPassword: goodPassword, newPassword: 'Neues-pass3' },
    });
    expect((await sentMail(tenant.id, email, 'account_password_changed')).text).toContain(
      words.notYou,
    );
    await call('deleteMe', { token: tokens.accessToken });
    expect((await sentMail(tenant.id, email, 'account_deleted')).text).toContain(words.deletedData);
  });

  it.each(languages)(
    'tells the address in %s that codes are being tried, when and that nothing is to do',
    async (language) => {
      const { customer, call, lastCode, tenant } = await client();
      const { email, id } = await customer({ language });
      await call('sendPasswordCode', { params: { id }, captcha: true });
      const code = await lastCode(email, 'account_password_reset');
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < accountCodeMaxWrongTriesPerWindow + 2; i++) {
        await call('resetPassword', {
          params: { id },
          body: { code: wrong, password: 'Neu-pass3' },
        });
      }
      const message = await sentMail(tenant.id, email, 'account_codes_tried');
      const words = mailTexts[language].account;
      expect(message.subject).toBe(
        fillText(words.codesTriedSubject, { operator: tenant.whitelabel.name }),
      );
      expect(message.text).toContain(words.codesTriedNotYou);
      expect(message.text).toContain(words.codesTriedYou);
      // The tries and the end of the window (the registration's day, plus 24 hours), in Paris.
      const [row] = await app()
        .database.db.select({ since: users.codesWindowStartedAt })
        .from(users)
        .where(eq(users.id, id));
      const until = new Date((row?.since?.getTime() ?? 0) + 24 * 3_600_000);
      expect(message.text).toContain(
        fillText(words.codesTried, {
          tries: String(accountCodeMaxWrongTriesPerWindow),
          until: formatParisDateTime(until, language),
        }),
      );
      expect(message.html).toContain(`lang="${language}"`);
    },
  );
});
