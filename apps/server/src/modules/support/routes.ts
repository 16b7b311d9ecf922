import {
  routes,
  vehicleSearchQuerySchema,
  vehicleSearchResponseSchema,
  vehicleTimelinePathSchema,
  vehicleTimelineSchema,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import type { StaffGuard } from '../staff/guard.ts';
import { staffActorOf } from '../staff/guard.ts';
import { searchVehicles } from './search/vehicle-search.ts';
import { vehicleTimeline } from './timeline/vehicle-timeline.ts';

export interface SupportRoutesOptions {
  db: Database;
  /** The console's guard, shared by every console route plugin (staff/guard.ts). */
  guard: StaffGuard;
}

const tags = ['Operator console'];

/**
 * The support desk's reads (issue 28 item 7): one search box that finds a vehicle by whatever
 * the caller has at hand, and the vehicle's timeline. Both behind the console's guard: a staff
 * session of this white-label whose roles allow the action; both read only this white-label.
 */
export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (
  app,
  { db, guard },
) => {
  app.get(
    routes.vehicleSearch.path,
    {
      schema: {
        summary: 'Finds vehicles by plate, notice number, payment reference or e-mail',
        description:
          'One search box (issue 28 item 7): `q` is a plate (normalised as the portal does; ' +
          '`country` narrows it), a notice or ticket number, a payment reference, a PSP ' +
          'transaction, or an e-mail address (of an account, a passage alert or a payer). ' +
          'Answers at most 20 vehicles of the white-label, each with why it matched. Needs the ' +
          'action vehicles.search (agent, finance, renters desk).',
        tags,
        headers: tenantHeadersSchema,
        querystring: vehicleSearchQuerySchema,
        response: { 200: vehicleSearchResponseSchema },
      },
      preHandler: guard.require('vehicles.search'),
    },
    async (request) => searchVehicles(db, staffActorOf(request).whitelabelId, request.query),
  );

  app.get(
    routes.vehicleTimeline.path,
    {
      schema: {
        summary: 'Everything about one vehicle, newest first',
        description:
          'Passages, trips, payments with their PSP notifications, e-mails, claims, passage ' +
          'alerts, customer accounts and fleets holding the plate, each the newest 200 with a ' +
          '`more` flag. Addresses are whole for agents, masked otherwise. Each read is written ' +
          'to the audit log (vehicles.timeline). Errors: 400 invalid_number_plate; 404 ' +
          'vehicle_not_found (the white-label never saw the plate).',
        tags,
        headers: tenantHeadersSchema,
        params: vehicleTimelinePathSchema,
        response: { 200: vehicleTimelineSchema },
      },
      preHandler: guard.require('vehicles.timeline'),
    },
    async (request) => vehicleTimeline(db, staffActorOf(request), request.params),
  );
};
