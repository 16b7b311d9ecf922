import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  PAYBOX_RANG_EXPECTED,
  PAYBOX_RANG_PATTERN,
} from '../modules/payments/psp/paybox/account.ts';
import { isSimulatorPublicKey } from '../published-secrets.ts';
import { allOrNone } from './all-or-none.ts';
import { ConfigError } from './config-error.ts';
import type { NodeEnv } from './server.ts';
import { type ParsedVariables, variable } from './variable.ts';

/** A real Paybox account; none set means the simulator. */
export const payboxVariables = {
  PAYBOX_PAGE_URL: variable({
    description:
      'Paybox hosted payment page (e.g. https://tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi). Set it with PAYBOX_SITE, PAYBOX_RANG, PAYBOX_IDENTIFIANT, PAYBOX_HMAC_KEY and PAYBOX_PUBLIC_KEYS to use the real Paybox; unset: the simulator.',
    defaultValue: undefined,
    expected: 'an https:// URL',
    schema: z.url({ protocol: /^https$/ }),
  }),
  PAYBOX_SITE: variable({
    description: 'Paybox site number (7 digits).',
    defaultValue: undefined,
    expected: '7 digits',
    schema: z.string().regex(/^\d{7}$/),
  }),
  PAYBOX_RANG: variable({
    description: 'Paybox rank (rang): 2 digits, or 3 as Up2Pay gives them (001); sent as given.',
    defaultValue: undefined,
    expected: PAYBOX_RANG_EXPECTED,
    schema: z.string().regex(PAYBOX_RANG_PATTERN),
  }),
  PAYBOX_IDENTIFIANT: variable({
    description: 'Paybox merchant identifier (1 to 9 digits).',
    defaultValue: undefined,
    expected: '1 to 9 digits',
    schema: z.string().regex(/^\d{1,9}$/),
  }),
  PAYBOX_HMAC_KEY: variable({
    secret: 'value',
    description: 'Paybox HMAC secret key from the back office (128 hex characters).',
    defaultValue: undefined,
    expected: '128 hexadecimal characters',
    schema: z.string().regex(/^[0-9A-Fa-f]{128}$/),
  }),
  PAYBOX_PUBLIC_KEYS: variable({
    description:
      "File holding Paybox's public key(s) in PEM (several keys may follow each other while they rotate); verifies the notifications.",
    defaultValue: undefined,
    expected: 'a readable PEM file path',
    schema: z.string().min(1),
  }),
} as const;

/** A real Paybox account (psp-protocols.md 1.2). */
export interface PayboxSettings {
  pageUrl: string;
  site: string;
  rang: string;
  identifiant: string;
  hmacKeyHex: string;
  publicKeysPem: string[];
}

/** The account, with its public keys read from their file now, so a bad file stops the start. */
export function payboxSettings(
  v: ParsedVariables<typeof payboxVariables>,
  cwd: string,
  nodeEnv: NodeEnv,
): PayboxSettings | null {
  const names = [
    'PAYBOX_PAGE_URL',
    'PAYBOX_SITE',
    'PAYBOX_RANG',
    'PAYBOX_IDENTIFIANT',
    'PAYBOX_HMAC_KEY',
    'PAYBOX_PUBLIC_KEYS',
  ] as const;
  if (!allOrNone(v, names)) return null;
  const file = path.resolve(cwd, String(v.PAYBOX_PUBLIC_KEYS));
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError(`Invalid environment: PAYBOX_PUBLIC_KEYS=${file} cannot be read`);
  }
  const publicKeysPem = pem.match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g);
  if (!publicKeysPem) {
    throw new ConfigError(
      `Invalid environment: PAYBOX_PUBLIC_KEYS=${file} holds no PEM public key`,
    );
  }
  if (nodeEnv === 'production' && publicKeysPem.some(isSimulatorPublicKey)) {
    throw new ConfigError(
      "Invalid environment: PAYBOX_PUBLIC_KEYS holds the PSP simulator's public key, refused in production (its private half is in the repository, so anyone could sign a notification): give Paybox's own public key",
    );
  }
  return {
    pageUrl: String(v.PAYBOX_PAGE_URL),
    site: String(v.PAYBOX_SITE),
    rang: String(v.PAYBOX_RANG),
    identifiant: String(v.PAYBOX_IDENTIFIANT),
    hmacKeyHex: String(v.PAYBOX_HMAC_KEY),
    publicKeysPem,
  };
}
