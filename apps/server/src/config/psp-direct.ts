import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { booleanText, type ParsedVariables, positiveInt, variable } from './variable.ts';

/**
 * The PSPs' server-to-server side (issue 29): refunds now, stored-card charges and reconciliation
 * next. The accounts are the hosted pages' (PAYBOX_SITE/RANG/IDENTIFIANT/HMAC_KEY, AXEPTA_MERCHANT_ID
 * and its two keys: one Axepta merchant signs and encrypts every .aspx call alike); only the
 * endpoints are new, and Paybox Direct's key may differ (psp-protocols.md Q-P1).
 */
const httpsUrl = z.url({ protocol: /^https$/ });

export const pspDirectVariables = {
  AUTOMATIC_REFUNDS: variable({
    description:
      "Refund through the PSPs' server-to-server interfaces (Paybox Direct, Axepta credit.aspx) without a person in the back office. Production refuses it unless every configured PSP has its server-to-server URL.",
    defaultValue: 'false',
    expected: 'true or false',
    schema: booleanText,
  }),
  PAYBOX_DIRECT_URLS: variable({
    description:
      'Paybox Direct (PPPS) endpoints, comma-separated, tried in order when the previous one cannot be reached (production: https://ppps.paybox.com/PPPS.php,https://ppps1.paybox.com/PPPS.php). Needs the PAYBOX_* account; unset: the simulator, or no Paybox refunds.',
    defaultValue: undefined,
    expected: 'one to three https:// URLs, comma-separated',
    schema: z
      .string()
      .transform((text) => text.split(',').map((url) => url.trim()))
      .pipe(z.array(httpsUrl).min(1).max(3)),
  }),
  PAYBOX_DIRECT_HMAC_KEY: variable({
    secret: 'value',
    description:
      "Paybox Direct's HMAC key when it is not PAYBOX_HMAC_KEY (128 hex characters). Default: PAYBOX_HMAC_KEY.",
    defaultValue: undefined,
    expected: '128 hexadecimal characters',
    schema: z.string().regex(/^[0-9A-Fa-f]{128}$/),
  }),
  AXEPTA_DIRECT_URL: variable({
    description:
      "Axepta's server-to-server host, where credit.aspx and inquire.aspx live (https://paymentpage.axepta.bnpparibas). Needs the AXEPTA_* merchant; unset: the simulator, or no Axepta refunds.",
    defaultValue: undefined,
    expected: 'an https:// URL',
    schema: httpsUrl,
  }),
  PSP_SIMULATOR_DIRECT_DELAY_MS: variable({
    description:
      "Benches and tests: the simulators' server-to-server endpoints wait this long before each answer (a slow PSP).",
    defaultValue: '0',
    expected: 'an integer of milliseconds, 0 to 600000',
    schema: z
      .string()
      .regex(/^\d{1,6}$/)
      .transform(Number)
      .pipe(z.number().int().max(600_000)),
  }),
  PSP_SIMULATOR_DIRECT_SILENT_PERCENT: variable({
    description:
      'Benches and tests: the share of server-to-server calls the simulators never answer (after acting, as a lost answer), in percent.',
    defaultValue: '0',
    expected: 'an integer from 0 to 100',
    schema: z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .pipe(z.number().int().max(100)),
  }),
  PSP_DIRECT_TIMEOUT_MS: variable({
    description:
      'Longest wait for one server-to-server answer, connection included; past it the outcome is unknown and is looked up before anything is sent again.',
    defaultValue: '30000',
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
} as const;

type Parsed = ParsedVariables<typeof pspDirectVariables> & {
  PAYBOX_SITE?: unknown;
  AXEPTA_MERCHANT_ID?: unknown;
};

export interface PspDirectSettings {
  automaticRefunds: boolean;
  timeoutMs: number;
  /** Paybox Direct's URLs (main first) and key override; null: not configured. */
  paybox: { urls: string[]; hmacKeyHex: string | null } | null;
  /** Axepta's .aspx host; null: not configured. */
  axepta: { baseUrl: string } | null;
  /** How the simulators' server-to-server endpoints misbehave (benches). */
  simulatorKnob: { delayMs: number; silentShare: number; dropShare: number };
}

export function pspDirectSettings(v: Parsed): PspDirectSettings {
  if (v.PAYBOX_DIRECT_URLS !== undefined && v.PAYBOX_SITE === undefined) {
    throw new ConfigError(
      'Invalid environment: PAYBOX_DIRECT_URLS set without the PAYBOX_* account (PAYBOX_SITE, PAYBOX_RANG, PAYBOX_HMAC_KEY...)',
    );
  }
  if (v.AXEPTA_DIRECT_URL !== undefined && v.AXEPTA_MERCHANT_ID === undefined) {
    throw new ConfigError(
      'Invalid environment: AXEPTA_DIRECT_URL set without the AXEPTA_* merchant (AXEPTA_MERCHANT_ID and its keys)',
    );
  }
  return {
    automaticRefunds: v.AUTOMATIC_REFUNDS ?? false,
    timeoutMs: v.PSP_DIRECT_TIMEOUT_MS ?? 30_000,
    paybox:
      v.PAYBOX_DIRECT_URLS !== undefined
        ? { urls: v.PAYBOX_DIRECT_URLS, hmacKeyHex: v.PAYBOX_DIRECT_HMAC_KEY ?? null }
        : null,
    axepta: v.AXEPTA_DIRECT_URL !== undefined ? { baseUrl: v.AXEPTA_DIRECT_URL } : null,
    simulatorKnob: {
      delayMs: v.PSP_SIMULATOR_DIRECT_DELAY_MS ?? 0,
      silentShare: (v.PSP_SIMULATOR_DIRECT_SILENT_PERCENT ?? 0) / 100,
      dropShare: 0,
    },
  };
}

/**
 * Production with automatic refunds must reach every PSP it takes payments with, server to server:
 * else the refund job would find, at its first refund, that it can only give up. Null: nothing to
 * refuse; else the one line of the boot's report.
 */
export function automaticRefundsRefusal(v: Parsed & { PAYBOX_HMAC_KEY?: unknown }): string | null {
  if (v.AUTOMATIC_REFUNDS !== true) return null;
  const missing = [
    ...(v.PAYBOX_SITE !== undefined && v.PAYBOX_DIRECT_URLS === undefined
      ? ['PAYBOX_DIRECT_URLS']
      : []),
    ...(v.AXEPTA_MERCHANT_ID !== undefined && v.AXEPTA_DIRECT_URL === undefined
      ? ['AXEPTA_DIRECT_URL']
      : []),
  ];
  if (v.PAYBOX_SITE === undefined && v.AXEPTA_MERCHANT_ID === undefined) {
    return 'AUTOMATIC_REFUNDS=true is refused in production without a PSP account: configure PAYBOX_* with PAYBOX_DIRECT_URLS, or AXEPTA_* with AXEPTA_DIRECT_URL (or set AUTOMATIC_REFUNDS=false)';
  }
  if (missing.length === 0) return null;
  return `AUTOMATIC_REFUNDS=true is refused in production without the server-to-server credentials of every configured PSP: set ${missing.join(' and ')} (or AUTOMATIC_REFUNDS=false)`;
}
