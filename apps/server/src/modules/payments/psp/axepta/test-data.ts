/**
 * Axepta test data, psp-protocols.md 2.6 (and the vectors of 2.3). Public demo values, not secrets:
 * BNP publishes them for its shared demo shop.
 */

/**
 * The public demo shop [A6 citing docs.axepta "Environnement de Test"; keys confirmed by the A1
 * vectors]. It requires MsgVer=2.0 and OrderDesc=Test:0000 and takes Visa/MC only, and was seen
 * refusing everything after about a dozen transactions: use a dedicated test MID for real runs.
 */
export const AXEPTA_DEMO_MERCHANT = {
  merchantId: 'BNP_DEMO_AXEPTA',
  hmacKey: '4n!BmF3_?9oJ2Q*z(iD7q6[RSb5)a]A8',
  blowfishPassword: 'Tc5*2D_xs7B[6E?w',
} as const;

/** OrderDesc that forces a Code, on any MID (2.6). */
export function axeptaSimulationOrderDesc(code: string): string {
  return `Test:${code}`;
}
/** `Test:0000`: accepted. */
export const AXEPTA_ORDER_DESC_OK = 'Test:0000';
/** `Test:0305`: refused. */
export const AXEPTA_ORDER_DESC_REFUSED = 'Test:0305';

/** Any Luhn-valid card works with `Test:nnnn` simulation (2.6). */
export const AXEPTA_SIMULATION_CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  amex: '375000000000007',
} as const;

/** 3DS cards on a test MID [A5]; any future expiry works [A6]. */
export const AXEPTA_3DS_TEST_CARDS = {
  visaFrictionlessAuthenticated: '4000019966199434',
  visaFrictionlessNotAuthenticated: '4000011744135012',
  visaChallenge: '4000012892688323',
  visaProtocolError: '4000017873485953',
  mastercardChallenge: '5232125125401459',
  cbVisaCoBadged: '4972021234567891',
} as const;

/** Notable Codes of 2.5. */
export const AXEPTA_CODES = {
  success: '00000000',
  /** Missing or wrong MAC; the transaction then does not show in the back office. */
  macMissing: '20100044',
  macWrong: '20120044',
  /** What the demo account returned once exhausted [A6 obs]. */
  demoExhausted: '2294014B',
} as const;

/** The published request MAC vectors of 2.3 (messages, keys, expected hex as published). */
export const AXEPTA_MAC_VECTORS = [
  {
    key: AXEPTA_DEMO_MERCHANT.hmacKey,
    message: '*1*BNP_DEMO_AXEPTA*2000*EUR',
    mac: '529c65ce765e684d42a29ca255ad99ae40b78715abc8ee958bfdbafd2597d30a',
  },
] as const;

/**
 * The published full Data/Len vector of 2.3 [A1 FR page, verified byte-exact]: the note prints the
 * MAC inside the plaintext abbreviated; it is the 2000-cent vector above, lowercase as published.
 */
export const AXEPTA_DATA_VECTOR = {
  blowfishPassword: AXEPTA_DEMO_MERCHANT.blowfishPassword,
  plaintext:
    'MerchantID=BNP_DEMO_AXEPTA&MsgVer=2.0&TransID=1&RefNr=0000000AB123&Amount=2000&Currency=EUR' +
    '&URLNotify=https://axepta.bnpparibas/&URLSuccess=https://axepta.bnpparibas/' +
    '&URLFailure=https://group.bnpparibas&OrderDesc=Test:0000' +
    '&MAC=529c65ce765e684d42a29ca255ad99ae40b78715abc8ee958bfdbafd2597d30a',
  len: 291,
  dataHexLength: 592,
  dataStart: '43ad07f58ff6a5f9ebbdd42e361d2c85',
  dataEnd: '472661aeb2acf126',
} as const;
