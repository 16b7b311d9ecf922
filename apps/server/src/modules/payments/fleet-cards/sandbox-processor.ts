import { randomBytes } from 'node:crypto';
import type {
  FleetCardCharge,
  FleetCardProcessor,
  FleetChargeAnswer,
  FleetChargeLookup,
} from './processor.ts';

/** The sandbox's answers by the card number's last four digits; any other number is approved. */
export const sandboxRefusals: Readonly<Record<string, string>> = {
  '0002': '05', // do not honour
  '9995': '51', // insufficient funds
};

export interface SandboxProcessor extends FleetCardProcessor {
  /** Charges approved so far (a repeated key counts once; a later void does not uncount it). */
  approvedCharges(): number;
  /** What the sandbox holds under a key, as find() answers it. */
  stateOf(key: string): FleetChargeLookup;
}

/**
 * The built-in processor for development and tests (no issuer offers a public test API): approves
 * every card except the numbers of `sandboxRefusals`, honours the idempotency key, the lookup and
 * the void like a real one, and keeps its charges in memory only (after a restart it knows none:
 * no money ever moved). Never used in production (config/fleet.ts refuses it).
 */
export function createSandboxProcessor(): SandboxProcessor {
  const charges = new Map<string, FleetChargeAnswer>();
  let approved = 0;
  return {
    async charge(charge: FleetCardCharge) {
      const known = charges.get(charge.key);
      if (known) return known;
      const refusal = sandboxRefusals[charge.cardNumber.slice(-4)];
      const answer: FleetChargeAnswer = refusal
        ? { status: 'refused', code: refusal }
        : { status: 'approved', authorization: randomBytes(3).toString('hex').toUpperCase() };
      if (answer.status === 'approved') approved += 1;
      charges.set(charge.key, answer);
      return answer;
    },
    async find(key) {
      return charges.get(key) ?? { status: 'not_found' };
    },
    async void(key) {
      if (charges.get(key)?.status !== 'refused') charges.set(key, { status: 'voided' });
    },
    approvedCharges: () => approved,
    stateOf: (key) => charges.get(key) ?? { status: 'not_found' },
  };
}
