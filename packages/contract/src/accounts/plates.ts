import { z } from 'zod';
import { receiptNumberSchema } from '../alerts/schemas.ts';
import { plateCountryCodes } from '../plate-countries.ts';
import { textSchema } from '../text.ts';

/**
 * A customer's registered vehicles (spec 000 sections 3 "Plate/vehicle", "Add plate payload", 7
 * "Customer, authenticated"; issue 12 item 3) and the public owner lookup of a plate. Plates are
 * sent as typed (the server normalises them: plates.ts, else 400 invalid_number_plate).
 */
const plateCountry = z.enum(plateCountryCodes);
const typedPlate = textSchema().min(1).max(64);

/**
 * A rental period's bound, with its offset. The schema only keeps it within sane years; the
 * server judges it against its clock (invalid_date_range: both or neither, the end after the
 * start, started at most a year ago, ending at most two years ahead).
 */
const rentalInstant = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 2100;
}, 'a date between 2000 and 2100');

/** The largest plate id a path may carry: a PostgreSQL integer. */
export const plateIdMax = 2_147_483_647;

/** PATCH and DELETE /users/me/plates/{id}: the plate's id, digits only (no sign, exponent or hex). */
export const plateIdPathSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(plateIdMax)),
});

/** POST /users/me/plates. */
export const addPlateBodySchema = z.object({
  countryCode: plateCountry,
  numberPlate: typedPlate,
  /** Only when "Avevo un veicolo a noleggio" is checked: both or neither. */
  validityStartDate: rentalInstant.optional(),
  validityEndDate: rentalInstant.optional(),
});
export type AddPlateBody = z.infer<typeof addPlateBodySchema>;

/**
 * PATCH /users/me/plates/{id}: the plate's "Notifica Info transito" toggle, tied to the plate's
 * passage alerts. confirmReassignment: the customer answered "Sì" to the reassignment dialog, so
 * the alerts may move from another address to the account's.
 */
export const updatePlateBodySchema = z.object({
  emailNotifications: z.boolean(),
  confirmReassignment: z.boolean().optional(),
});
export type UpdatePlateBody = z.infer<typeof updatePlateBodySchema>;

export const registeredPlateSchema = z.object({
  id: z.number().int(),
  /** Normalised: upper case, no spaces or dashes. */
  numberPlate: z.string(),
  countryCode: plateCountry,
  /** What the vehicle registry calls it (VP, CTTE, CAM...); null when the registry does not know it. */
  vehicleType: z.string().nullable(),
  validityStartDate: z.iso.datetime({ offset: true }).nullable(),
  validityEndDate: z.iso.datetime({ offset: true }).nullable(),
  emailNotifications: z.boolean(),
  /**
   * Portico (issue 24 item 6): the customer proved they may follow this vehicle (a receipt of a
   * payment for it). Until then its trips are not listed and its alert toggle cannot be switched on.
   */
  proven: z.boolean(),
  /**
   * The toggle was switched on while another address received the plate's alerts: that address
   * was asked, and they move to the account's at this instant unless it refuses. Null otherwise.
   */
  alertHandoverAt: z.iso.datetime({ offset: true }).nullable(),
});
export type RegisteredPlate = z.infer<typeof registeredPlateSchema>;

/**
 * POST /users/me/plates/{id}/proof: a receipt number of a payment for the vehicle; without one the
 * server looks for a payment made from the account or whose receipt went to its address.
 */
export const proveMyPlateBodySchema = z.object({
  receiptNumber: receiptNumberSchema().optional(),
});
export type ProveMyPlateBody = z.infer<typeof proveMyPlateBodySchema>;

/** GET /users/me/plates and /users/me/vehicles, and the answer of POST and DELETE. */
export const registeredPlateListSchema = z.array(registeredPlateSchema);
export type RegisteredPlateList = z.infer<typeof registeredPlateListSchema>;

/** GET /public/users/plates/owners. */
export const plateOwnersQuerySchema = z.object({
  numberPlate: typedPlate,
  countryCode: plateCountry,
});
export type PlateOwnersQuery = z.infer<typeof plateOwnersQuerySchema>;

/** At most this many owners are told (the add-vehicle warning needs one). */
export const plateOwnersMax = 3;

/** The accounts that registered the plate, each only as a masked address (hideEmail). */
export const plateOwnersResponseSchema = z.array(z.string()).max(plateOwnersMax);
export type PlateOwnersResponse = z.infer<typeof plateOwnersResponseSchema>;

/**
 * POST /operator/vehicle-proofs (issue 24 item 6): the operator's support desk saw the documents
 * of the customer whose account is `email` for this vehicle (a registration certificate, a rental
 * contract) and records the proof on that customer's registration of the plate.
 */
export const operatorVehicleProofBodySchema = z.object({
  countryCode: plateCountry,
  numberPlate: typedPlate,
  email: z.email().max(100),
});
export type OperatorVehicleProofBody = z.infer<typeof operatorVehicleProofBodySchema>;

/** How many registrations the proof was recorded on (one per white-label and account). */
export const operatorVehicleProofResponseSchema = z.object({ proven: z.number().int() });
