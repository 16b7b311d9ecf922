import { randomBytes } from 'node:crypto';
import type { PrivateCardType } from '@portico/contract';

/** A charge on a fleet card, made once the payment's trips are secured (see the service). */
export interface FleetCardCharge {
  cardType: PrivateCardType;
  cardNumber: string;
  cardValidity: string;
  cvv: string;
  amountCents: number;
  reference: string;
}

export type FleetCardChargeResult =
  { approved: true; authorization: string } | { approved: false; code: string };

/** The issuer's (or its acquirer's) authorisation service. */
export interface FleetCardProcessor {
  charge(charge: FleetCardCharge): Promise<FleetCardChargeResult>;
}

/** The sandbox's answers by the card number's last four digits; any other number is approved. */
export const sandboxRefusals: Readonly<Record<string, string>> = {
  '0002': '05', // do not honour
  '9995': '51', // insufficient funds
};

/**
 * The built-in processor (no issuer offers a public test API): approves every card except the
 * numbers of `sandboxRefusals`, and counts its approved charges so tests can prove a duplicate was
 * never charged.
 */
export function createSandboxProcessor(): FleetCardProcessor & { approvedCharges(): number } {
  let approved = 0;
  return {
    async charge(charge) {
      const refusal = sandboxRefusals[charge.cardNumber.slice(-4)];
      if (refusal) return { approved: false, code: refusal };
      approved += 1;
      return { approved: true, authorization: randomBytes(3).toString('hex').toUpperCase() };
    },
    approvedCharges: () => approved,
  };
}
