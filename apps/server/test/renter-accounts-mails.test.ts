import { languages, passwordMinLength } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { fillText, mailTexts } from '../src/modules/mail/texts/mail-texts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { untilMailed } from './helpers/mail-outbox.ts';
import { renterAccounts } from './helpers/renter-accounts.ts';

/**
 * Issue 25 item 1: the invitation e-mail, in the language the operator gave, names the company
 * and carries the code and the link to the renters' activation page on the white-label's host.
 */
const config = accountsTestConfig({ publicOrigin: 'https://portal.example' });
const app = useApp(config);
const now = () => new Date();

/** The captured invitation to an address, rendered by a run of this tenant's outbox. */
function invitation(tenantId: number, email: string) {
  return untilMailed(app, config, tenantId, `the invitation to ${email}`, async () => {
    const [row] = await app()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'renter_invitation')));
    if (row?.message) return { status: row.status, message: row.message };
    if (row?.status === 'skipped') return { status: row.status, message: null };
    return undefined;
  });
}

describe('the renter invitation e-mail', () => {
  it.each(languages)(
    'is written in %s with the company, the code and the link',
    async (language) => {
      const renters = await renterAccounts(app, config, now);
      const { code: companyCode } = await renters.company({ name: 'Noleggi <Rossi & Figli>' });
      const { id, email } = await renters.invite(companyCode, { language });
      const code = await renters.invitationCode(email);
      const { message } = await invitation(renters.tenant.id, email);
      const words = mailTexts[language].renter;
      const operator = renters.tenant.whitelabel.name;
      expect(message?.subject).toBe(fillText(words.invitationSubject, { operator }));
      const link = `https://${renters.tenant.host}/${language}/renters/activate?id=${id}`;
      for (const part of [message?.text, message?.html]) {
        expect(part).toContain(code);
        expect(part).toContain(link);
      }
      expect(message?.text).toContain(
        fillText(words.invitation, { operator, company: 'Noleggi <Rossi & Figli>' }),
      );
      expect(message?.text).toContain(
        fillText(words.invitationSteps, { length: String(passwordMinLength.renter) }),
      );
      // The company's name is data: escaped in the HTML.
      expect(message?.html).toContain('Noleggi &lt;Rossi &amp; Figli&gt;');
      expect(message?.html).toContain(`lang="${language}"`);
    },
  );

  it('is skipped for a user gone before it went out', async () => {
    const renters = await renterAccounts(app, config, now);
    const email = `gone.${Date.now()}@example.it`;
    await app()
      .database.db.insert(mailOutbox)
      .values({
        whitelabelId: renters.tenant.id,
        kind: 'renter_invitation',
        recipient: email,
        language: 'it',
        payload: { code: '123456', userId: '00000000-0000-4000-8000-000000000000' },
      });
    expect((await invitation(renters.tenant.id, email)).status).toBe('skipped');
  });
});
