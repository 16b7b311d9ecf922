import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffSsoLogins } from '../../db/schema/index.ts';

/** How long a person has to sign in at the provider and come back. */
export const ssoLoginLifetimeMs = 10 * 60_000;
const expiredPerLogin = 20;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A fresh random value for the browser's binding cookie (256 bits, base64url). */
export const newBrowserBinding = () => randomBytes(32).toString('base64url');

/** A re-authentication's own part: the session it makes fresh, and the page to go back to. */
export interface FreshCheckTarget {
  sessionHash: string;
  returnPath: string;
}

/** What a sign-in (or a re-authentication) kept for the provider's answer. */
export interface SsoLogin {
  nonce: string;
  codeVerifier: string;
  startedAt: Date;
  /** Set for a re-authentication (a fresh check), null for a sign-in. */
  freshCheck: FreshCheckTarget | null;
}

/**
 * Keeps what a sign-in at the provider needs when it comes back: by its state's hash, bound to
 * the browser (its cookie's hash) and the white-label. Deletes a few expired ones first.
 */
export async function keepSsoLogin(
  db: Database,
  login: {
    whitelabelId: number;
    state: string;
    browser: string;
    nonce: string;
    codeVerifier: string;
    freshCheck?: FreshCheckTarget;
  },
  now: Date,
): Promise<void> {
  const expired = db
    .select({ stateHash: staffSsoLogins.stateHash })
    .from(staffSsoLogins)
    .where(lt(staffSsoLogins.expiresAt, now))
    .limit(expiredPerLogin);
  await db.delete(staffSsoLogins).where(inArray(staffSsoLogins.stateHash, expired));
  await db.insert(staffSsoLogins).values({
    stateHash: sha256(login.state),
    whitelabelId: login.whitelabelId,
    browserHash: sha256(login.browser),
    nonce: login.nonce,
    codeVerifier: login.codeVerifier,
    startedAt: now,
    expiresAt: new Date(now.getTime() + ssoLoginLifetimeMs),
    sessionHash: login.freshCheck?.sessionHash ?? null,
    returnPath: login.freshCheck?.returnPath ?? null,
  });
}

/**
 * Takes a sign-in back once, in the statement that marks it used: the state must be one this
 * white-label handed to this very browser, unused and unexpired. Otherwise undefined: a replayed
 * callback, a link from another browser (login CSRF), another white-label's state.
 */
export async function takeSsoLogin(
  db: Database,
  whitelabelId: number,
  state: string,
  browser: string | undefined,
  now: Date,
): Promise<SsoLogin | undefined> {
  if (!browser) return undefined;
  const [taken] = await db
    .update(staffSsoLogins)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffSsoLogins.stateHash, sha256(state)),
        eq(staffSsoLogins.whitelabelId, whitelabelId),
        eq(staffSsoLogins.browserHash, sha256(browser)),
        isNull(staffSsoLogins.usedAt),
        gt(staffSsoLogins.expiresAt, now),
      ),
    )
    .returning({
      nonce: staffSsoLogins.nonce,
      codeVerifier: staffSsoLogins.codeVerifier,
      startedAt: staffSsoLogins.startedAt,
      sessionHash: staffSsoLogins.sessionHash,
      returnPath: staffSsoLogins.returnPath,
    });
  if (!taken) return undefined;
  const { sessionHash, returnPath, ...kept } = taken;
  return {
    ...kept,
    freshCheck: sessionHash && returnPath ? { sessionHash, returnPath } : null,
  };
}
