import { createHash } from 'node:crypto';
import type { PrivateCardType } from '@portico/contract';

/**
 * The fleet-card issuer's (or its acquirer's) authorisation service, as a real issuer contract
 * plugs into Portico: the sandbox (sandbox-processor.ts) outside production, or a gateway over
 * HTTP (http-processor.ts, protocol in the README). Every call names the charge by its
 * idempotency key, so a charge sent twice takes the money once and a charge whose answer was lost
 * (a crash, a timeout) can be asked about or cancelled later.
 */
export interface FleetCardProcessor {
  /**
   * Charges the card once per `key`: the same key again answers the first charge's result and
   * takes no money; a key voided before answers `voided` and takes none either.
   * Throws FleetProcessorUnavailable when no answer came: the charge may or may not have happened.
   */
  charge(charge: FleetCardCharge): Promise<FleetChargeAnswer>;
  /** What the processor knows of the charge of `key`; throws FleetProcessorUnavailable. */
  find(key: string): Promise<FleetChargeLookup>;
  /**
   * Cancels the charge of `key` (its money is released); a key it never saw is recorded as voided,
   * so that a charge arriving later with it takes no money. Safe to repeat. Resolves once nothing
   * is held under the key; throws FleetProcessorUnavailable otherwise.
   */
  void(key: string): Promise<void>;
}

/** A charge on a fleet card. */
export interface FleetCardCharge {
  /** The idempotency key: fleetChargeKey(payment id). */
  key: string;
  cardType: PrivateCardType;
  cardNumber: string;
  /** YYMM. */
  cardValidity: string;
  cvv: string;
  amountCents: number;
  /** The payment's order reference (the receipt's), for the issuer's statement. */
  reference: string;
}

export type FleetChargeAnswer =
  | { status: 'approved'; authorization: string }
  | { status: 'refused'; code: string }
  | { status: 'voided' };

export type FleetChargeLookup = FleetChargeAnswer | { status: 'not_found' };

/** The processor did not answer (network, timeout, an answer outside the protocol). */
export class FleetProcessorUnavailable extends Error {
  override name = 'FleetProcessorUnavailable';
}

/**
 * The idempotency key of a payment's charge: derived from the payment id, one per payment, but
 * not the id itself, which opens the payment's status and receipt and must not leave the server.
 */
export function fleetChargeKey(paymentId: string): string {
  return `fc_${createHash('sha256').update(paymentId).digest('base64url').slice(0, 32)}`;
}
