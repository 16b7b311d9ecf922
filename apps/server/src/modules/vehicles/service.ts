import {
  type AddPlateBody,
  normalisePlate,
  type PlateOwnersQuery,
  type PlateOwnersResponse,
  plateOwnersMax,
  type OperatorVehicleProofBody,
  type ProveMyPlateBody,
  type RegisteredPlateList,
  hiddenEmailDetailPath,
  type UpdatePlateBody,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { endAccountAlert, subscribeAccountAlert } from '../alerts/account-alerts.ts';
import type { MailService } from '../mail/service.ts';
import type { VehicleProofs } from '../vehicle-proofs/service.ts';
import {
  alertPeriodOf,
  obscuredOwners,
  platesPerCustomerMax,
  sortedByPlate,
  validityPeriodOf,
} from './domain.ts';
import { presentPlates } from './presenter.ts';
import {
  countPlates,
  customerEmail,
  deletePlate,
  insertPlate,
  listPlates,
  lockCustomer,
  lockPlateForAlerts,
  ownerEmails,
  type PlateOwner,
  setOperatorProof,
  setPlateProof,
  updateNotifications,
} from './repository.ts';

/** The white-label of a call (its id scopes every row). */
export interface VehiclesTenant {
  id: number;
}

/**
 * A customer's registered vehicles (issue 12 item 3; spec 000 section 7). Every call touches the
 * signed-in customer's rows only: another customer's plate id is 404 vehicle_not_found, as an
 * unknown one, so ids tell nothing of other accounts.
 */
export interface VehiclesService {
  plates(tenant: VehiclesTenant, userId: string): Promise<RegisteredPlateList>;
  /** The same list by plate ascending. */
  vehicles(tenant: VehiclesTenant, userId: string): Promise<RegisteredPlateList>;
  /**
   * Adds a plate and answers the list. 400 invalid_number_plate, invalid_date_range,
   * invalid_request (over platesPerCustomerMax plates); 409
   * number_plate_already_associated_to_this_user.
   */
  addPlate(
    tenant: VehiclesTenant,
    userId: string,
    body: AddPlateBody,
  ): Promise<RegisteredPlateList>;
  /**
   * The plate's alert toggle, tied to its passage alerts; answers the list. On: the account's
   * address receives the plate's alerts from now (a rented vehicle's within its validity dates).
   * Off: it no longer does. 404 vehicle_not_found; 400 invalid_date_range (the rental is over);
   * 409 alert_active_for_another_email (another address receives them and the body has no
   * confirmReassignment: the detail hiddenEmail names it masked).
   */
  setNotifications(
    tenant: VehiclesTenant,
    userId: string,
    id: number,
    body: UpdatePlateBody,
  ): Promise<RegisteredPlateList>;
  /**
   * POST /users/me/plates/{id}/proof (issue 24 item 6): proves the vehicle the customer's, by the
   * typed receipt number of a payment for it (400 vehicle_proof_invalid, 429 too_many_requests
   * past the day's tries per account and per plate) or, without one, by a payment made from the
   * account or whose receipt went to its address (403 vehicle_proof_required when there is none).
   * Answers the list; a plate proved already stays so. 404 vehicle_not_found.
   */
  prove(
    tenant: VehiclesTenant,
    userId: string,
    id: number,
    body: ProveMyPlateBody,
    clientIp: string,
  ): Promise<RegisteredPlateList>;
  /**
   * POST /operator/vehicle-proofs: the support desk saw the customer's papers; the proof goes on
   * that customer's registration of the plate (kind operator). 400 invalid_number_plate; 404
   * vehicle_not_found when no activated customer of that address registered it.
   */
  recordOperatorProof(tenant: VehiclesTenant, body: OperatorVehicleProofBody): Promise<number>;
  /** Removes a plate (and the account's alerts for it) and answers the list; 404 vehicle_not_found. */
  removePlate(tenant: VehiclesTenant, userId: string, id: number): Promise<RegisteredPlateList>;
  /** The masked addresses of the activated customers who registered the plate, at most a few. */
  owners(tenant: VehiclesTenant, query: PlateOwnersQuery): Promise<PlateOwnersResponse>;
}

export interface VehiclesServiceDeps {
  /** Issue 24 item 6: a plate's trips and alerts wait for a proof of possession. */
  proofs: VehicleProofs;
  /** The alert_moved e-mail of a reassignment goes to the outbox in the toggle's transaction. */
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  clock?: () => Date;
}

export function createVehiclesService(
  db: Database,
  { proofs, mail, clock = () => new Date() }: VehiclesServiceDeps,
): VehiclesService {
  const ownerOf = (tenant: VehiclesTenant, userId: string): PlateOwner => ({
    whitelabelId: tenant.id,
    userId,
  });
  const plates = async (owner: PlateOwner) => presentPlates(await listPlates(db, owner, clock()));

  return {
    plates: (tenant, userId) => plates(ownerOf(tenant, userId)),

    vehicles: async (tenant, userId) => sortedByPlate(await plates(ownerOf(tenant, userId))),

    async addPlate(tenant, userId, body) {
      const owner = ownerOf(tenant, userId);
      const plate = normalisePlate(body.numberPlate);
      if (!plate) throw new AppError(400, 'invalid_number_plate');
      const validity = validityPeriodOf(body.validityStartDate, body.validityEndDate, clock());
      if (!validity) throw new AppError(400, 'invalid_date_range');
      const added = await db.transaction(async (tx) => {
        if (!(await lockCustomer(tx, owner))) throw new AppError(401, 'unauthorized');
        if ((await countPlates(tx, owner)) >= platesPerCustomerMax) {
          throw new AppError(400, 'invalid_request');
        }
        const id = await insertPlate(tx, owner, {
          countryCode: body.countryCode,
          plate,
          validityStartDate: validity.period?.start ?? null,
          validityEndDate: validity.period?.end ?? null,
        });
        if (id === undefined) {
          throw new AppError(409, 'number_plate_already_associated_to_this_user');
        }
        return { id, email: await customerEmail(tx, owner) };
      });
      // A customer who paid for the vehicle from the account (or to its address) needs no more.
      if (added.email) {
        const vehicle = { whitelabelId: tenant.id, countryCode: body.countryCode, plate };
        const proof = await proofs.byAccount(vehicle, { userId, email: added.email }, clock());
        if (proof) await setPlateProof(db, owner, added.id, proof);
      }
      return plates(owner);
    },

    async setNotifications(tenant, userId, id, { emailNotifications, confirmReassignment }) {
      const owner = ownerOf(tenant, userId);
      const now = clock();
      const subscribed = await db.transaction(async (tx) => {
        const row = await lockPlateForAlerts(tx, owner, id);
        if (!row) throw new AppError(404, 'vehicle_not_found');
        const vehicle = { whitelabelId: tenant.id, countryCode: row.countryCode, plate: row.plate };
        if (emailNotifications) {
          // Issue 24 item 6: the alerts tell where the vehicle goes: only to whom proved it theirs.
          if (!row.provenAt || !row.proofKind) throw new AppError(403, 'vehicle_proof_required');
          const period = alertPeriodOf(row.validityStartDate, row.validityEndDate, now);
          if (!period) throw new AppError(400, 'invalid_date_range');
          const proof = {
            provenAt: row.provenAt,
            proofKind: row.proofKind,
            proofPaymentId: row.proofPaymentId,
          };
          const result = await subscribeAccountAlert(
            tx,
            mail,
            { vehicle, email: row.email, language: row.language, period: period.period, proof },
            { confirmedReassignment: confirmReassignment === true, now },
          );
          if (!result.subscribed && 'hiddenEmail' in result) {
            throw new AppError(409, 'alert_active_for_another_email', [
              { path: hiddenEmailDetailPath, code: result.hiddenEmail },
            ]);
          }
        } else {
          await endAccountAlert(tx, vehicle, row.email, now);
        }
        await updateNotifications(tx, owner, id, emailNotifications);
        return emailNotifications;
      });
      // An alert_moved e-mail may be waiting: sent now rather than at the mail job's next round.
      if (subscribed) mail.kick();
      return plates(owner);
    },

    async prove(tenant, userId, id, { receiptNumber }, clientIp) {
      const owner = ownerOf(tenant, userId);
      const now = clock();
      const row = await db.transaction((tx) => lockPlateForAlerts(tx, owner, id));
      if (!row) throw new AppError(404, 'vehicle_not_found');
      if (row.provenAt) return plates(owner);
      const vehicle = { whitelabelId: tenant.id, countryCode: row.countryCode, plate: row.plate };
      const proof = receiptNumber
        ? await proofs.byReceipt(vehicle, { kind: 'account', userId }, receiptNumber, {
            now,
            clientIp,
          })
        : await proofs.byAccount(vehicle, { userId, email: row.email }, now);
      if (!proof) throw new AppError(403, 'vehicle_proof_required');
      await setPlateProof(db, owner, id, proof);
      return plates(owner);
    },

    async recordOperatorProof(tenant, { countryCode, numberPlate, email }) {
      const plate = normalisePlate(numberPlate);
      if (!plate) throw new AppError(400, 'invalid_number_plate');
      const proved = await setOperatorProof(db, tenant.id, { countryCode, plate }, email, clock());
      if (proved === 0) throw new AppError(404, 'vehicle_not_found');
      return proved;
    },

    async removePlate(tenant, userId, id) {
      const owner = ownerOf(tenant, userId);
      await db.transaction(async (tx) => {
        const removed = await deletePlate(tx, owner, id);
        if (!removed) throw new AppError(404, 'vehicle_not_found');
        // The account stops following a plate it no longer has.
        const email = await customerEmail(tx, owner);
        if (email) {
          await endAccountAlert(tx, { whitelabelId: tenant.id, ...removed }, email, clock());
        }
      });
      return plates(owner);
    },

    async owners(tenant, { numberPlate, countryCode }) {
      const plate = normalisePlate(numberPlate);
      if (!plate) throw new AppError(400, 'invalid_number_plate');
      return obscuredOwners(await ownerEmails(db, tenant.id, countryCode, plate, plateOwnersMax));
    },
  };
}
