/**
 * PBX_RANG, the one rule both the boot check (config/paybox.ts) and the request builder use:
 * Paybox's manual says 2 digits, Crédit Agricole's Up2Pay samples and back office give 3 (`001`),
 * and public clients send the configured value as it is (psp-protocols.md 1.2). So both lengths are
 * taken and sent unchanged: a rank the boot accepts must never fail a payment later (issue 9 item 6).
 */
export const PAYBOX_RANG_PATTERN = /^[0-9]{2,3}$/;

/** What a wrong PAYBOX_RANG is told at boot. */
export const PAYBOX_RANG_EXPECTED = '2 or 3 digits (e.g. 32 or 001)';

export function isPayboxRang(value: string): boolean {
  return PAYBOX_RANG_PATTERN.test(value);
}
