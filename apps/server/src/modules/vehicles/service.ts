import {
  type AddPlateBody,
  normalisePlate,
  type PlateOwnersQuery,
  type PlateOwnersResponse,
  plateOwnersMax,
  type RegisteredPlateList,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { obscuredOwners, platesPerCustomerMax, sortedByPlate, validityPeriodOf } from './domain.ts';
import { presentPlates } from './presenter.ts';
import {
  countPlates,
  deletePlate,
  insertPlate,
  listPlates,
  lockCustomer,
  ownerEmails,
  type PlateOwner,
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
  /** Sets a plate's alert toggle and answers the list; 404 vehicle_not_found. */
  setNotifications(
    tenant: VehiclesTenant,
    userId: string,
    id: number,
    emailNotifications: boolean,
  ): Promise<RegisteredPlateList>;
  /** Removes a plate and answers the list; 404 vehicle_not_found. */
  removePlate(tenant: VehiclesTenant, userId: string, id: number): Promise<RegisteredPlateList>;
  /** The masked addresses of the activated customers who registered the plate, at most a few. */
  owners(tenant: VehiclesTenant, query: PlateOwnersQuery): Promise<PlateOwnersResponse>;
}

export function createVehiclesService(
  db: Database,
  { clock = () => new Date() }: { clock?: () => Date } = {},
): VehiclesService {
  const ownerOf = (tenant: VehiclesTenant, userId: string): PlateOwner => ({
    whitelabelId: tenant.id,
    userId,
  });
  const plates = async (owner: PlateOwner) => presentPlates(await listPlates(db, owner));

  return {
    plates: (tenant, userId) => plates(ownerOf(tenant, userId)),

    vehicles: async (tenant, userId) => sortedByPlate(await plates(ownerOf(tenant, userId))),

    async addPlate(tenant, userId, body) {
      const owner = ownerOf(tenant, userId);
      const plate = normalisePlate(body.numberPlate);
      if (!plate) throw new AppError(400, 'invalid_number_plate');
      const validity = validityPeriodOf(body.validityStartDate, body.validityEndDate, clock());
      if (!validity) throw new AppError(400, 'invalid_date_range');
      await db.transaction(async (tx) => {
        if (!(await lockCustomer(tx, owner))) throw new AppError(401, 'unauthorized');
        if ((await countPlates(tx, owner)) >= platesPerCustomerMax) {
          throw new AppError(400, 'invalid_request');
        }
        const added = await insertPlate(tx, owner, {
          countryCode: body.countryCode,
          plate,
          validityStartDate: validity.period?.start ?? null,
          validityEndDate: validity.period?.end ?? null,
        });
        if (!added) throw new AppError(409, 'number_plate_already_associated_to_this_user');
      });
      return plates(owner);
    },

    async setNotifications(tenant, userId, id, emailNotifications) {
      const owner = ownerOf(tenant, userId);
      if (!(await updateNotifications(db, owner, id, emailNotifications))) {
        throw new AppError(404, 'vehicle_not_found');
      }
      return plates(owner);
    },

    async removePlate(tenant, userId, id) {
      const owner = ownerOf(tenant, userId);
      if (!(await deletePlate(db, owner, id))) throw new AppError(404, 'vehicle_not_found');
      return plates(owner);
    },

    async owners(tenant, { numberPlate, countryCode }) {
      const plate = normalisePlate(numberPlate);
      if (!plate) throw new AppError(400, 'invalid_number_plate');
      return obscuredOwners(await ownerEmails(db, tenant.id, countryCode, plate, plateOwnersMax));
    },
  };
}
