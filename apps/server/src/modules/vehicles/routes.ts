import {
  addPlateBodySchema,
  plateIdPathSchema,
  plateOwnersQuerySchema,
  plateOwnersResponseSchema,
  proveMyPlateBodySchema,
  registeredPlateListSchema,
  routes,
  updatePlateBodySchema,
} from '@portico/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { AppError } from '../../shared/app-error.ts';
import type { VehiclesService } from './service.ts';

export interface VehiclesRoutesOptions {
  vehicles: VehiclesService;
  /** Owner lookups per client IP and rate-limit window (on top of the API's). */
  rateLimitMax: number;
}

const tags = ['vehicles'];
const authHeadersSchema = tenantHeadersSchema.extend({
  authorization: z.string().optional().describe('Bearer <accessToken> of a customer'),
});
const signedInNote = ' Errors: 401 unauthorized; 403 forbidden (not a customer token).';
const notMine =
  ' 404 vehicle_not_found: no plate of this id among the customer\u2019s (another customer\u2019s ' +
  'plate answers the same).';

/** The customer the auth hook set; a route without the hook is a bug, not a client error. */
function customerId(request: FastifyRequest): string {
  if (!request.account) throw new AppError(401, 'unauthorized');
  return request.account.userId;
}

/**
 * The signed-in customer's vehicles (issue 12 item 3; spec 000 section 7 "Customer,
 * authenticated") and the public owner lookup of a plate ("Customer, public").
 */
export const vehiclesRoutes: FastifyPluginAsyncZod<VehiclesRoutesOptions> = async (
  app,
  { vehicles, rateLimitMax },
) => {
  const customer = app.requireAccount('customer');
  // A counter of its own on top of the API-wide one, as the lookups and alerts do: the lookup
  // tells whether a plate is registered, so it must not be walked through.
  const ownersLimit = app.namedRateLimit('owners', rateLimitMax);
  const limitOwners: onRequestAsyncHookHandler = async (request, reply) => {
    const state = await ownersLimit(request);
    if (!state.isAllowed && state.isExceeded) {
      void reply.header('retry-after', String(state.ttlInSeconds));
      throw new AppError(429, 'too_many_requests');
    }
  };

  app.get(
    routes.plateOwners.path,
    {
      schema: {
        summary: 'Who already registered a plate, masked (the add-vehicle ownership warning)',
        description:
          'The activated customers of this white-label who registered the plate, first ' +
          'registered first, each only as a masked address (j***@g***.fr), at most 3; an empty ' +
          'list for a plate nobody registered. Errors: 400 invalid_request, ' +
          'invalid_number_plate. Limited per client IP (LOOKUP_RATE_LIMIT_MAX).',
        tags,
        headers: tenantHeadersSchema,
        querystring: plateOwnersQuerySchema,
        response: { 200: plateOwnersResponseSchema },
      },
      onRequest: limitOwners,
    },
    (request) => vehicles.owners(request.whitelabel, request.query),
  );

  app.get(
    routes.myPlates.path,
    {
      schema: {
        summary: 'The signed-in customer\u2019s plates, in the order they were added',
        description: `Needs a customer access token.${signedInNote}`,
        tags,
        headers: authHeadersSchema,
        response: { 200: registeredPlateListSchema },
      },
      onRequest: customer,
    },
    (request) => vehicles.plates(request.whitelabel, customerId(request)),
  );

  app.get(
    routes.myVehicles.path,
    {
      schema: {
        summary: 'The signed-in customer\u2019s vehicles, by plate ascending',
        description:
          'The plates with the vehicle type the registry knows (null otherwise).' + signedInNote,
        tags,
        headers: authHeadersSchema,
        response: { 200: registeredPlateListSchema },
      },
      onRequest: customer,
    },
    (request) => vehicles.vehicles(request.whitelabel, customerId(request)),
  );

  app.post(
    routes.addMyPlate.path,
    {
      schema: {
        summary: 'Registers a vehicle and answers the customer\u2019s plates',
        description:
          'The plate is normalised (spaces and dashes dropped, upper case, 2 to 12 letters and ' +
          'digits). A rented vehicle gives both validity dates (the end after the start, started ' +
          'at most a year ago, ending at most two years ahead), any other neither. At most 100 ' +
          'plates per customer. Errors: 400 invalid_request, invalid_number_plate, ' +
          'invalid_date_range; 409 number_plate_already_associated_to_this_user.' +
          signedInNote,
        tags,
        headers: authHeadersSchema,
        body: addPlateBodySchema,
        response: {
          201: registeredPlateListSchema,
        },
      },
      onRequest: customer,
    },
    async (request, reply) => {
      const list = await vehicles.addPlate(request.whitelabel, customerId(request), request.body);
      return reply.code(201).send(list);
    },
  );

  app.patch(
    routes.updateMyPlate.path,
    {
      schema: {
        summary:
          'Turns a plate\u2019s passage e-mails on or off; answers the customer\u2019s plates',
        description:
          'On: the account\u2019s address (verified by its activation, so no confirmation e-mail) ' +
          'receives the plate\u2019s passage alerts from now, in the account\u2019s language; for a ' +
          'rented vehicle within its validity dates. If another address receives them, the answer ' +
          'is 409 alert_active_for_another_email with the detail { path: "hiddenEmail", code: ' +
          '<the address, masked> } until the body says confirmReassignment: true; then that ' +
          'address is asked by e-mail (issue 24): the alerts move at the plate\u2019s ' +
          'alertHandoverAt unless it keeps them, or sooner if it lets them go. Only for a plate ' +
          'the customer proved theirs (POST /users/me/plates/{id}/proof). Off: the ' +
          'account\u2019s address stops receiving them (another address\u2019s alerts stay). The ' +
          'list\u2019s emailNotifications says whether the account\u2019s address receives the ' +
          'plate\u2019s alerts now. Errors: 400 invalid_request, invalid_date_range (rental over); ' +
          '403 vehicle_proof_required; 409 alert_active_for_another_email, ' +
          'alert_handover_pending, alert_handover_refused; 429 too_many_requests (3 handovers ' +
          `asked in 30 days).${signedInNote}${notMine}`,
        tags,
        headers: authHeadersSchema,
        params: plateIdPathSchema,
        body: updatePlateBodySchema,
        response: {
          200: registeredPlateListSchema,
        },
      },
      onRequest: customer,
    },
    (request) =>
      vehicles.setNotifications(
        request.whitelabel,
        customerId(request),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    routes.proveMyPlate.path,
    {
      schema: {
        summary:
          'Proves a registered vehicle the customer\u2019s; answers the customer\u2019s plates',
        description:
          'Issue 24: a registered plate lists no trips and cannot have its alerts switched on ' +
          'until the customer proves the vehicle theirs with a receipt of a payment for it, ' +
          'settled within a year: its number in `receiptNumber` (case, spaces and dashes ' +
          'ignored; each try counted per account, per plate and per client IP, 5, 20 and 30 a ' +
          'day), or, without ' +
          'one, a payment made from the account or whose receipt went to its address. A plate ' +
          'proved already answers the list unchanged. Errors: 400 invalid_request, ' +
          'vehicle_proof_invalid; 403 vehicle_proof_required (nothing found: type a receipt ' +
          `number); 429 too_many_requests.${signedInNote}${notMine}`,
        tags,
        headers: authHeadersSchema,
        params: plateIdPathSchema,
        body: proveMyPlateBodySchema,
        response: {
          200: registeredPlateListSchema,
        },
      },
      onRequest: customer,
    },
    (request) =>
      vehicles.prove(
        request.whitelabel,
        customerId(request),
        request.params.id,
        request.body,
        request.ip,
      ),
  );

  app.delete(
    routes.deleteMyPlate.path,
    {
      schema: {
        summary: 'Removes a vehicle and answers the customer\u2019s plates',
        description:
          'The account\u2019s address stops receiving the plate\u2019s passage alerts.' +
          `${signedInNote}${notMine}`,
        tags,
        headers: authHeadersSchema,
        params: plateIdPathSchema,
        response: {
          200: registeredPlateListSchema,
        },
      },
      onRequest: customer,
    },
    (request) => vehicles.removePlate(request.whitelabel, customerId(request), request.params.id),
  );
};
