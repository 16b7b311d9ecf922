import {
  type ErrorCode,
  isPrivateCardCvv,
  isPrivateCardNumber,
  privateCardValidityEnd,
  type PrivateCardType,
  type VehicleClass,
} from '@portico/contract';
import type { FleetCardIssuer } from './issuers.ts';

export interface FleetCardInput {
  cardType: PrivateCardType;
  cardNumber: string;
  /** As sent: YYMM. */
  cardValidity: string;
  cvv: string;
}

/** What a basket holds, as far as the card restrictions care. */
export interface BasketProfile {
  hasPrepayment: boolean;
  hasInProgress: boolean;
  vehicleClasses: readonly VehicleClass[];
}

export type FleetCardCheck = { ok: true } | { ok: false; code: ErrorCode; field?: string };

/**
 * The checks of a fleet-card payment, in the order a clerk would make them: the number is one of
 * an issuer's (else private_card_bin_error), of the issuer of the chosen type (else
 * private_card_type_not_match) and of that type's length; the expiry a valid month not past;
 * the CVV present for TOTAL and SHELL only; then the issuer's restrictions on what is paid.
 */
export function checkFleetCard(
  card: FleetCardInput,
  issuers: Readonly<Record<PrivateCardType, FleetCardIssuer>>,
  basket: BasketProfile,
  now: Date,
): FleetCardCheck {
  const number = card.cardNumber;
  if (!/^\d+$/.test(number))
    return { ok: false, code: 'private_card_bin_error', field: 'cardNumber' };
  const issuer = Object.values(issuers).find((candidate) =>
    candidate.prefixes.some((prefix) => number.startsWith(prefix)),
  );
  if (!issuer) return { ok: false, code: 'private_card_bin_error', field: 'cardNumber' };
  if (issuer.type !== card.cardType || !isPrivateCardNumber(card.cardType, number)) {
    return { ok: false, code: 'private_card_type_not_match', field: 'cardNumber' };
  }
  const end = privateCardValidityEnd(card.cardValidity);
  if (!end || end <= now) return { ok: false, code: 'invalid_request', field: 'cardValidity' };
  if (!isPrivateCardCvv(card.cardType, card.cvv)) {
    return { ok: false, code: 'invalid_request', field: 'cvv' };
  }
  const rules = issuers[card.cardType];
  if (basket.hasPrepayment && !rules.allowsPrepayment) {
    return { ok: false, code: 'prepayment_not_allowed' };
  }
  if (basket.hasInProgress && !rules.allowsInProgress) {
    return { ok: false, code: 'in_progress_journey_not_allowed' };
  }
  if (basket.vehicleClasses.some((vehicleClass) => !rules.vehicleClasses.includes(vehicleClass))) {
    return { ok: false, code: 'journey_vehicle_category_forbidden' };
  }
  return { ok: true };
}
