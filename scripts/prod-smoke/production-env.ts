import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { smokeTenant } from './tenant-file.ts';

/** What the smoke test needs to act as the roadside system and as Paybox. */
export interface SmokeParties {
  roadsideKey: string;
  /** The bearer token of GET /metrics on the public port. */
  metricsToken: string;
  /** Signs notifications as Paybox does; its public half is the server's PAYBOX_PUBLIC_KEYS. */
  payboxPrivateKeyPem: string;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * The settings production refuses to start without, the way an operator gives them: every secret
 * in a file named by its *_FILE variable (as container platforms mount them), a real Paybox
 * account (production refuses the simulators, whose keys are public) with a key pair made for
 * this run, the portal's origin, and the tenant of the operator's file (no demo) with a roadside
 * key of its own.
 */
export async function productionEnv(
  scratch: string,
  { databaseUrl, port }: { databaseUrl: string; port: number },
): Promise<{ env: Record<string, string>; parties: SmokeParties }> {
  const secrets = path.join(scratch, 'secrets');
  await mkdir(secrets, { mode: 0o700 });
  const secretFile = async (name: string, value: string) => {
    const file = path.join(secrets, name);
    await writeFile(file, `${value}\n`, { mode: 0o600 });
    return file;
  };
  // Paybox signs with RSA-1024 over SHA-1 (psp-protocols.md 1.5): a pair of this run only.
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const roadsideKey = `smoke-roadside-${hex(16)}`;
  const metricsToken = `smoke-metrics-${hex(16)}`;
  const env = {
    HOST: '127.0.0.1',
    PORT: String(port),
    // info: the start's integrations line is checked (and each request is logged, as in production).
    LOG_LEVEL: 'info',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATABASE_URL_FILE: await secretFile('database-url', databaseUrl),
    LOOKUP_SECRET_FILE: await secretFile('lookup-secret', hex(32)),
    JWT_SECRET_FILE: await secretFile('jwt-secret', hex(32)),
    // The operator's tenant (tenant-file.ts): its roadside key in the variable its file names.
    DEFAULT_WHITELABEL: smokeTenant.code,
    [`${smokeTenant.roadsideKeyVariable}_FILE`]: await secretFile('roadside-api-key', roadsideKey),
    CARD_PSP: 'PAYBOX',
    // Never called by the server: the browser is sent there, and this test plays Paybox itself.
    PAYBOX_PAGE_URL: 'https://preprod-tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi',
    PAYBOX_SITE: '1999888',
    PAYBOX_RANG: '32',
    PAYBOX_IDENTIFIANT: '107904482',
    PAYBOX_HMAC_KEY_FILE: await secretFile('paybox-hmac-key', hex(64)),
    PAYBOX_PUBLIC_KEYS: await secretFile('paybox-public-keys.pem', publicKey.trim()),
    // The metrics on the public port behind a token (production refuses them there without one).
    METRICS_TOKEN_FILE: await secretFile('metrics-token', metricsToken),
    // No mail relay on this machine: production keeps the e-mails in its outbox only when told.
    MAIL_CAPTURE: 'true',
  };
  return { env, parties: { roadsideKey, metricsToken, payboxPrivateKeyPem: privateKey } };
}
