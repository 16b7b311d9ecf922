import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import type { MailKind } from '../src/modules/mail/renderer.ts';
import { fillText, mailTexts } from '../src/modules/mail/texts/mail-texts.ts';
import { accountClient } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { renterAccounts } from './helpers/renter-accounts.ts';

/**
 * Issue 25: a renter's account e-mails (password reset, password changed, deletion) speak of an
 * access to the renters' area, never of a customer account; a customer's keep their words.
 */
const config = accountsTestConfig();
const app = useApp(config);
const now = () => new Date();

/** The last e-mail of a kind to an address, rendered from its outbox row as the outbox does. */
async function rendered(email: string, kind: MailKind) {
  const [row] = await app()
    .database.db.select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`no ${kind} e-mail to ${email}`);
  const content = await app().services.mailRenderers[kind](row);
  if (!content) throw new Error(`the ${kind} e-mail to ${email} was skipped`);
  return { payload: row.payload, subject: content.subject, text: content.text };
}

describe('a renter\u2019s account e-mails', () => {
  it('say "renters\u2019 area" for the reset code, the changed password and the deletion', async () => {
    const renters = await renterAccounts(app, config, now);
    const operator = renters.tenant.whitelabel.name;
    const first = await renters.activeRenter();
    await renters.activeRenter(first.companyCode);
    const words = mailTexts.it;

    const asked = await renters.call('sendRenterPasswordCode', {
      params: { id: first.email },
      captcha: true,
    });
    expect(asked.statusCode).toBe(204);
    const reset = await rendered(first.email, 'account_password_reset');
    expect(reset.payload).toMatchObject({ audience: 'renter' });
    expect(reset.text).toContain(words.renter.resetIntro);
    expect(reset.text).not.toContain(words.account.resetIntro);
    const code = String(reset.payload.code);
    const changed = await renters.call('resetRenterPassword', {
      params: { id: first.id },
      body: { code, password: 'Fleet-pass-77' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const changedMail = await rendered(first.email, 'account_password_changed');
    expect(changedMail.text).toContain(words.renter.passwordChanged);
    expect(changedMail.text).not.toContain(words.account.passwordChanged);

    const signedIn = await renters.signIn(first.email, 'Fleet-pass-77');
    const token = (signedIn.json() as { accessToken: string }).accessToken;
    const deleted = await renters.call('deleteRenterMe', { token });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const deletedMail = await rendered(first.email, 'account_deleted');
    expect(deletedMail.subject).toBe(fillText(words.renter.deletedSubject, { operator }));
    expect(deletedMail.text).toContain(words.renter.deleted);
    expect(deletedMail.text).toContain(words.renter.deletedData);
    expect(deletedMail.text).not.toContain(words.account.deletedData);
  });

  it('leave a customer\u2019s words as they were', async () => {
    const renters = await renterAccounts(app, config, now);
    const client = accountClient(app, config, renters.tenant.host, now);
    const { email } = await client.customer({ language: 'fr' });
    const asked = await client.call('sendPasswordCode', { params: { id: email }, captcha: true });
    expect(asked.statusCode).toBe(204);
    const reset = await rendered(email, 'account_password_reset');
    expect(reset.payload).not.toHaveProperty('audience');
    expect(reset.text).toContain(mailTexts.fr.account.resetIntro);
  });
});
