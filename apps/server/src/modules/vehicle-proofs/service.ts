import type { Database } from '../../db/database.ts';
import type { VehicleProofKind } from '../../db/schema/vehicle-proofs.ts';
import { AppError } from '../../shared/app-error.ts';
import { reserveDaily } from '../../shared/daily-counter.ts';
import {
  normaliseReceiptNumber,
  oldestProvingPayment,
  proofTriesPerIpDay,
  proofTriesPerPlateDay,
  proofTriesPerTargetDay,
} from './domain.ts';
import { findAccountPayment, findReceiptPayment, type ProvedVehicle } from './repository.ts';

export type { ProvedVehicle } from './repository.ts';

/** What a row following a vehicle records of its proof (db/schema/vehicle-proofs.ts). */
export interface VehicleProof {
  provenAt: Date;
  proofKind: VehicleProofKind;
  proofPaymentId: string | null;
}

/** Who asks to follow the vehicle: an address (public alert form) or a signed-in account. */
export type ProofHolder = { kind: 'address'; email: string } | { kind: 'account'; userId: string };

/**
 * Proof of possession of a vehicle (issue 24 item 6; rules in domain.ts), for the alerts and the
 * customers' registered plates: both meet here rather than importing each other.
 */
export interface VehicleProofs {
  /**
   * A typed receipt number checked against the vehicle's payments. Each try is counted first,
   * per holder, per vehicle and per client IP, in the database (429 too_many_requests past the
   * day's tries);
   * 400 vehicle_proof_invalid when it is not a receipt of this vehicle within proofMaxAgeDays.
   */
  byReceipt(
    vehicle: ProvedVehicle,
    holder: ProofHolder,
    typed: string,
    { now, clientIp }: { now: Date; clientIp: string },
  ): Promise<VehicleProof>;
  /**
   * A payment of the vehicle made from the account, or whose receipt went to its address: no
   * typing, no try counted (the account's address is verified; nothing is revealed to anyone
   * else). Null when there is none.
   */
  byAccount(
    vehicle: ProvedVehicle,
    account: { userId: string; email: string },
    now: Date,
  ): Promise<VehicleProof | null>;
}

export function createVehicleProofs(db: Database, { secret }: { secret: string }): VehicleProofs {
  return {
    async byReceipt(vehicle, holder, typed, { now, clientIp }) {
      const holderKey = holder.kind === 'address' ? holder.email : holder.userId;
      const allowed = await reserveDaily(
        db,
        secret,
        vehicle.whitelabelId,
        [
          {
            scope: `vehicle-proof-${holder.kind}`,
            target: holderKey,
            limit: proofTriesPerTargetDay,
          },
          {
            scope: 'vehicle-proof-plate',
            target: `${vehicle.countryCode}:${vehicle.plate}`,
            limit: proofTriesPerPlateDay,
          },
          { scope: 'vehicle-proof-ip', target: clientIp, limit: proofTriesPerIpDay },
        ],
        now,
      );
      if (!allowed) throw new AppError(429, 'too_many_requests');
      const normalised = normaliseReceiptNumber(typed);
      const paymentId = normalised
        ? await findReceiptPayment(db, vehicle, normalised, oldestProvingPayment(now))
        : undefined;
      if (!paymentId) throw new AppError(400, 'vehicle_proof_invalid');
      return { provenAt: now, proofKind: 'receipt', proofPaymentId: paymentId };
    },

    async byAccount(vehicle, account, now) {
      const paymentId = await findAccountPayment(db, vehicle, account, oldestProvingPayment(now));
      return paymentId
        ? { provenAt: now, proofKind: 'account_payment', proofPaymentId: paymentId }
        : null;
    },
  };
}
