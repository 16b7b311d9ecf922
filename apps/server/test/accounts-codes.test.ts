import {
  accountCodeMaxSentPerWindow,
  accountCodeMaxWrongTriesPerWindow,
  accountCodeResendWaitSeconds,
  accountCodeWindowHours,
} from '@portico/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../src/db/schema/index.ts';
import type { AccountMailKind } from '../src/modules/accounts/account-mails.ts';
import { accountClient, registration } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';

/**
 * Issue 24 items 3 and 9: each new code (one a minute) brought five new tries, so an account's
 * codes could be guessed 7,200 times a day; and each registration of an address never activated
 * e-mailed another code. Now an account's codes are counted over a window of 24 hours, whichever
 * code and purpose: wrong tries are capped (then every code is refused, answered like a wrong
 * one), the wait before another code doubles as they pile up, codes e-mailed are capped, and the
 * address is told once a window when the wrong tries reach the cap. The app's clock is the test's.
 */
const config = accountsTestConfig();
let now = new Date();
const app = useApp(config, { clock: () => now });
const second = 1000;
const minute = 60 * second;
const windowMs = accountCodeWindowHours * 3_600_000;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeEach(() => {
  now = new Date();
});

async function client() {
  const tenant = await createTenant(app().database.db);
  return { tenant, ...accountClient(app, config, tenant.host, () => now) };
}

/** The e-mails of a kind to an address, oldest first. */
function mails(email: string, kind: AccountMailKind) {
  return app()
    .database.db.select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.id));
}

const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe('wrong codes over the window', () => {
  it('stop at the cap across codes and purposes; then every code is refused like a wrong one, until the window ends', async () => {
    const { register, call, lastCode } = await client();
    const { body, id } = await register();
    const email = body.email;
    const activation = await lastCode(email, 'account_activation');
    const activate = (code: string) => call('activateUser', { params: { id }, body: { code } });
    // Four typos, then the right activation code: the typos count, the right code does not.
    for (let i = 0; i < 4; i++) {
      expectError(await activate(otherThan(activation)), 400, 'invalid_activation_code');
    }
    expect((await activate(activation)).statusCode).toBe(200);

    const askReset = () => call('sendPasswordCode', { params: { id: email }, captcha: true });
    const reset = (code: string) =>
      call('resetPassword', { params: { id }, body: { code, password: 'Nuova-pass2' } });
    // A code spent proves the mailbox: the reset code goes out at once.
    await askReset();
    const first = await lastCode(email, 'account_password_reset');
    for (let i = 0; i < 5; i++) {
      expectError(await reset(otherThan(first)), 400, 'invalid_password_reset_code');
    }
    // A new code brings its own five tries, not new tries for the window: one more fills it.
    later(accountCodeResendWaitSeconds(2) * second);
    await askReset();
    const fresh = await lastCode(email, 'account_password_reset');
    expectError(await reset(otherThan(fresh)), 400, 'invalid_password_reset_code');
    expect(4 + 5 + 1).toBe(accountCodeMaxWrongTriesPerWindow);

    // The window is full: the right code is refused, answered as a wrong one; a new code too.
    expectError(await reset(fresh), 400, 'invalid_password_reset_code');
    later(accountCodeResendWaitSeconds(3) * second);
    await askReset();
    const third = await lastCode(email, 'account_password_reset');
    expectError(await reset(third), 400, 'invalid_password_reset_code');

    // The window over, a new code works.
    later(windowMs);
    await askReset();
    const next = await lastCode(email, 'account_password_reset');
    expect((await reset(next)).statusCode).toBe(204);
  });

  it('count tries sent at once one by one, and tell the address once a window, in its language', async () => {
    const { customer, call, lastCode } = await client();
    const { email, id } = await customer({ language: 'de' });
    await call('sendPasswordCode', { params: { id: email }, captcha: true });
    const code = await lastCode(email, 'account_password_reset');
    const wrongTry = () =>
      call('resetPassword', {
        params: { id },
        body: { code: otherThan(code), password: 'Nuova-pass2' },
      });
    const answers = await Promise.all(Array.from({ length: 25 }, wrongTry));
    for (const answer of answers) expectError(answer, 400, 'invalid_password_reset_code');
    const [row] = await app()
      .database.db.select({ tries: users.wrongCodeTries, since: users.codesWindowStartedAt })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.tries).toBe(accountCodeMaxWrongTriesPerWindow);

    for (let i = 0; i < 10; i++) await wrongTry();
    const warned = await mails(email, 'account_codes_tried');
    expect(warned).toHaveLength(1);
    expect(warned[0]?.language).toBe('de');
    expect(warned[0]?.payload).toEqual({
      tries: accountCodeMaxWrongTriesPerWindow,
      until: new Date((row?.since?.getTime() ?? 0) + windowMs).toISOString(),
    });

    // The next window: the cap reached again, one more e-mail.
    later(windowMs);
    for (let i = 0; i < accountCodeMaxWrongTriesPerWindow + 3; i++) await wrongTry();
    expect(await mails(email, 'account_codes_tried')).toHaveLength(2);
  });
});

describe('codes e-mailed over the window', () => {
  it('wait 1, 2, 4, 8 ... minutes, an hour at most, and stop at the cap until the window ends', async () => {
    const { register, call } = await client();
    const { body, id } = await register();
    const resend = () => call('sendActivationCode', { params: { id } });
    const sent = async () => (await mails(body.email, 'account_activation')).length;
    const waits: number[] = [];
    for (let codes = 1; codes < accountCodeMaxSentPerWindow; codes++) {
      const wait = accountCodeResendWaitSeconds(codes) * second;
      waits.push(wait / minute);
      later(wait - second);
      expect((await resend()).statusCode).toBe(204);
      expect(await sent(), `a second before the wait after code ${codes}`).toBe(codes);
      later(second);
      expect((await resend()).statusCode).toBe(204);
      expect(await sent(), `after the wait after code ${codes}`).toBe(codes + 1);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);

    // The cap: nothing more this window, however long one waits within it.
    later(3 * 3_600_000);
    expect((await resend()).statusCode).toBe(204);
    expect(await sent()).toBe(accountCodeMaxSentPerWindow);
    later(windowMs);
    await resend();
    expect(await sent()).toBe(accountCodeMaxSentPerWindow + 1);
  });

  it('registering an address again answers the same and e-mails nothing more at once; the code sent still works', async () => {
    const { register, call, lastCode } = await client();
    const body = registration();
    const { id } = await register(body);
    const code = await lastCode(body.email, 'account_activation');
    for (let i = 0; i < 3; i++) {
      const again = await call('register', { body, captcha: true });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ id });
    }
    expect(await mails(body.email, 'account_activation')).toHaveLength(1);
    const activated = await call('activateUser', { params: { id }, body: { code } });
    expect(activated.statusCode, activated.body).toBe(200);
  });

  it('registering an address again e-mails codes as the window allows: its waits, its cap', async () => {
    const { register } = await client();
    const body = registration();
    await register(body);
    const sent = async () => (await mails(body.email, 'account_activation')).length;
    later(accountCodeResendWaitSeconds(1) * second);
    await register(body);
    expect(await sent()).toBe(2);
    later(accountCodeResendWaitSeconds(2) * second - second);
    await register(body);
    expect(await sent()).toBe(2);
    later(second);
    await register(body);
    expect(await sent()).toBe(3);
    // Every 20 minutes for 13 hours: never more than the window's cap.
    for (let i = 0; i < 40; i++) {
      later(20 * minute);
      await register(body);
    }
    expect(await sent()).toBe(accountCodeMaxSentPerWindow);
    later(windowMs);
    await register(body);
    expect(await sent()).toBe(accountCodeMaxSentPerWindow + 1);
  });
});
