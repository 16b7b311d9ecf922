import { z } from 'zod';
import { allOrNone } from './all-or-none.ts';
import { ConfigError } from './config-error.ts';
import type { NodeEnv } from './server.ts';
import { type ParsedVariables, variable } from './variable.ts';

/** A real Axepta merchant; none set means the simulator. */
export const axeptaVariables = {
  AXEPTA_PAGE_URL: variable({
    description:
      'Axepta hosted payment page (e.g. https://paymentpage.axepta.bnpparibas/payssl.aspx). Set it with AXEPTA_MERCHANT_ID, AXEPTA_HMAC_KEY and AXEPTA_BLOWFISH_KEY to use the real Axepta; unset: the simulator.',
    defaultValue: undefined,
    expected: 'an https:// URL',
    schema: z.url({ protocol: /^https$/ }),
  }),
  AXEPTA_MERCHANT_ID: variable({
    description: 'Axepta MerchantID.',
    defaultValue: undefined,
    expected: '1 to 30 of A-Z a-z 0-9 _ . : / -',
    schema: z.string().regex(/^[A-Za-z0-9_.:/-]{1,30}$/),
  }),
  AXEPTA_HMAC_KEY: variable({
    secret: 'value',
    description: 'Axepta HMAC password.',
    defaultValue: undefined,
    expected: 'printable ASCII',
    schema: z.string().regex(/^[\x20-\x7e]+$/),
  }),
  AXEPTA_BLOWFISH_KEY: variable({
    secret: 'value',
    description: 'Axepta Blowfish password.',
    defaultValue: undefined,
    expected: 'printable ASCII',
    schema: z.string().regex(/^[\x20-\x7e]+$/),
  }),
  AXEPTA_TEST_ORDER_CODE: variable({
    description:
      "Acceptance only: Axepta's simulation code, sent as OrderDesc Test:<code> (0000 succeeds, BNP's demo MID answers to nothing else; other codes force that result). No money moves, so production refuses it.",
    defaultValue: undefined,
    expected: '4 digits (e.g. 0000)',
    schema: z.string().regex(/^[0-9]{4}$/),
  }),
} as const;

/** A real Axepta merchant (psp-protocols.md 2.2). */
export interface AxeptaSettings {
  pageUrl: string;
  merchantId: string;
  hmacKey: string;
  blowfishPassword: string;
}

export function axeptaSettings(v: ParsedVariables<typeof axeptaVariables>): AxeptaSettings | null {
  const names = [
    'AXEPTA_PAGE_URL',
    'AXEPTA_MERCHANT_ID',
    'AXEPTA_HMAC_KEY',
    'AXEPTA_BLOWFISH_KEY',
  ] as const;
  if (!allOrNone(v, names)) return null;
  return {
    pageUrl: String(v.AXEPTA_PAGE_URL),
    merchantId: String(v.AXEPTA_MERCHANT_ID),
    hmacKey: String(v.AXEPTA_HMAC_KEY),
    blowfishPassword: String(v.AXEPTA_BLOWFISH_KEY),
  };
}

/**
 * Axepta's simulation switch (psp-protocols.md 2.6): `Test:nnnn` makes even a production MID
 * answer without charging anyone, so production refuses it (issue 9 item 6).
 */
export function axeptaTestOrderCode(
  v: ParsedVariables<typeof axeptaVariables>,
  nodeEnv: NodeEnv,
): string | null {
  if (v.AXEPTA_TEST_ORDER_CODE === undefined) return null;
  if (nodeEnv === 'production') {
    throw new ConfigError(
      'Invalid environment: AXEPTA_TEST_ORDER_CODE is refused in production (OrderDesc Test:nnnn simulates the payment: no money is taken); remove it',
    );
  }
  return v.AXEPTA_TEST_ORDER_CODE;
}
