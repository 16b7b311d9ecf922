import { accountCodeLifetimeMinutes, type TokenResponse } from '@portico/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { expectError } from './helpers/requests.ts';
import { renterAccounts, renterPassword } from './helpers/renter-accounts.ts';

/**
 * Issue 25 item 2: a renter's codes (activation again, password reset) follow the customers'
 * rules, with the renters' own calls, e-mails and password policy.
 */
const config = accountsTestConfig();
let clock = Date.now();
const app = useApp(config, { clock: () => new Date(clock) });
const now = () => new Date(clock);

async function mailsTo(email: string, kind: 'renter_invitation' | 'account_password_reset') {
  return app()
    .database.db.select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id));
}

describe('a renter\u2019s codes', () => {
  it('resets a forgotten password with the e-mailed code, ending every sign-in', async () => {
    const renters = await renterAccounts(app, config, now);
    const { id, email, tokens } = await renters.activeRenter();
    const asked = await renters.call('sendRenterPasswordCode', {
      params: { id: email },
      captcha: true,
    });
    expect(asked.statusCode).toBe(204);
    const code = await renters.lastCode(email, 'account_password_reset');
    // The renters' policy: 11 characters are refused before the code is tried.
    const short = await renters.call('resetRenterPassword', {
      params: { id },
      body: { code, password: 'Fleet-pass1' },
    });
    expectError(short, 400, 'bad_password_security');
    const wrong = await renters.call('resetRenterPassword', {
      params: { id },
      body: { code: code === '000000' ? '000001' : '000000', password: 'Fleet-pass-56' },
    });
    expectError(wrong, 400, 'invalid_password_reset_code');
    const reset = await renters.call('resetRenterPassword', {
      params: { id },
      body: { code, password: 'Fleet-pass-56' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    expectError(await renters.call('renterMe', { token: tokens.accessToken }), 401, 'unauthorized');
    expectError(await renters.signIn(email, renterPassword), 401, 'user_not_found');
    expect((await renters.signIn(email, 'Fleet-pass-56')).statusCode).toBe(200);
    // Told by e-mail.
    expect(await renters.lastCode(email, 'account_password_reset')).toBe(code);
    const changed = await app()
      .database.db.select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'account_password_changed')));
    expect(changed).toHaveLength(1);
  });

  it('sends no reset code to a user not activated, a customer or nobody, with the same answer', async () => {
    const renters = await renterAccounts(app, config, now);
    const invited = await renters.invite();
    const customer = await renters.customer();
    for (const id of [invited.id, invited.email, customer.email, 'nobody@example.it']) {
      const asked = await renters.call('sendRenterPasswordCode', { params: { id }, captcha: true });
      expect(asked.statusCode).toBe(204);
    }
    expect(await mailsTo(invited.email, 'account_password_reset')).toHaveLength(0);
    expect(await mailsTo(customer.email, 'account_password_reset')).toHaveLength(0);
    const noCaptcha = await renters.call('sendRenterPasswordCode', { params: { id: invited.id } });
    expectError(noCaptcha, 400, 'captcha_mandatory');
  });

  it('sends the invitation again on asking, as the codes allow, and refuses a code too late', async () => {
    const renters = await renterAccounts(app, config, now);
    const { id, email } = await renters.invite();
    const first = await renters.invitationCode(email);
    // Asked at once: nothing sent, the first code still works later.
    const soon = await renters.call('sendRenterActivationCode', { params: { id } });
    expect(soon.statusCode).toBe(204);
    expect(await mailsTo(email, 'renter_invitation')).toHaveLength(1);
    // Past its 15 minutes the right code is expired; a new one is asked for and works.
    clock += (accountCodeLifetimeMinutes + 1) * 60_000;
    const late = await renters.call('activateRenter', {
      params: { id },
      body: { code: first, password: renterPassword },
    });
    expectError(late, 410, 'expired_activation_code');
    const again = await renters.call('sendRenterActivationCode', { params: { id: email } });
    expect(again.statusCode).toBe(204);
    expect(await mailsTo(email, 'renter_invitation')).toHaveLength(2);
    const second = await renters.invitationCode(email);
    const activated = await renters.call('activateRenter', {
      params: { id: email },
      body: { code: second, password: renterPassword },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const tokens = activated.json() as TokenResponse;
    expect((await renters.call('renterMe', { token: tokens.accessToken })).statusCode).toBe(200);
    // Activated: nothing more to send, the same answer.
    clock += 3_600_000;
    expect((await renters.call('sendRenterActivationCode', { params: { id } })).statusCode).toBe(
      204,
    );
    expect(await mailsTo(email, 'renter_invitation')).toHaveLength(2);
  });

  it('holds a renter after five wrong passwords, like a customer', async () => {
    const renters = await renterAccounts(app, config, now);
    const { email } = await renters.activeRenter();
    for (let i = 0; i < 5; i++) {
      expectError(await renters.signIn(email, `Wrong-pass-12${i}`), 401, 'user_not_found');
    }
    const held = await renters.signIn(email, renterPassword);
    expectError(held, 429, 'user_temporary_blocked');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });
});
