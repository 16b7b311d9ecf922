import multipart from '@fastify/multipart';
import {
  addFleetPlateBodySchema,
  closeFleetPlateBodySchema,
  fleetImportErrorSchema,
  fleetImportMaxBytes,
  fleetImportResultSchema,
  fleetPlateSchema,
  fleetPlatesPageSchema,
  fleetPlatesQuerySchema,
  fleetTemplateQuerySchema,
  routes,
  spreadsheetFormatQuerySchema,
} from '@portico/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { AppError } from '../../shared/app-error.ts';
import { createUploadGate, discardUnreadBody, UploadCut } from '../../shared/attachments/index.ts';
import {
  spreadsheetMediaTypes,
  writeSpreadsheet,
  type SpreadsheetRow,
} from '../../shared/spreadsheets/index.ts';
import { receiveImport } from './receive-import.ts';
import { FleetImportRefusal, type FleetOwner, type FleetService } from './service.ts';
import type { SpreadsheetFormat } from '@portico/contract';

export interface FleetRoutesOptions {
  fleet: FleetService;
}

const tags = ['renters'];
const renterHeaders = tenantHeadersSchema.extend({
  authorization: z.string().optional().describe('Bearer <accessToken> of a renter'),
});
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const signedIn = ' 401 unauthorized; 403 forbidden (not a renter token, or a suspended company).';
const rules =
  'Fleet instants are kept to the minute. A start at most 366 days ahead; an end after the ' +
  'start and not more than 30 days back (the fleet\u2019s past is closed after 30 days).';

function ownerOf(request: FastifyRequest): FleetOwner {
  const companyId = request.account?.companyId;
  if (companyId === null || companyId === undefined) throw new AppError(401, 'unauthorized');
  return { whitelabelId: request.whitelabel.id, companyId };
}

function sendFile(
  reply: FastifyReply,
  rows: SpreadsheetRow[],
  format: SpreadsheetFormat,
  name: string,
) {
  return reply
    .type(spreadsheetMediaTypes[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store')
    .send(writeSpreadsheet(rows, format));
}

/** The renter's fleet: its plates' periods, added, closed, imported and exported (issue 25 items 3-5). */
export const fleetRoutes: FastifyPluginAsyncZod<FleetRoutesOptions> = async (app, { fleet }) => {
  const renter = app.requireAccount('renter');

  app.get(
    routes.renterPlates.path,
    {
      schema: {
        summary: 'The fleet\u2019s plates (periods), paged, searched, filtered and sorted',
        description:
          'One entry per period a vehicle belongs to the company. `search`: part of a plate. ' +
          '`status`: active (in the fleet now), closed (left it), all. Errors: 400 ' +
          `invalid_request;${signedIn}`,
        tags,
        headers: renterHeaders,
        querystring: fleetPlatesQuerySchema,
        response: { 200: fleetPlatesPageSchema },
      },
      onRequest: renter,
    },
    (request) => fleet.list(ownerOf(request), request.query),
  );

  app.post(
    routes.addRenterPlate.path,
    {
      schema: {
        summary: 'A vehicle joins the fleet',
        description:
          `${rules} Errors: 400 invalid_request, invalid_number_plate, invalid_date_range; 409 ` +
          'fleet_period_overlap (the plate is in this fleet, or another company\u2019s, over part ' +
          `of the period);${signedIn}`,
        tags,
        headers: renterHeaders,
        body: addFleetPlateBodySchema,
        response: { 201: fleetPlateSchema },
      },
      onRequest: renter,
    },
    async (request, reply) => reply.code(201).send(await fleet.add(ownerOf(request), request.body)),
  );

  app.post(
    routes.closeRenterPlate.path,
    {
      schema: {
        summary: 'A vehicle leaves the fleet at this instant (or its end moves)',
        description:
          `${rules} Errors: 400 invalid_date_range (before the start, or the new or the old ` +
          'end more than 30 days back); 404 vehicle_not_found (no period of this id in the ' +
          `company\u2019s fleet); 409 fleet_period_overlap (a later end meeting another period);${signedIn}`,
        tags,
        headers: renterHeaders,
        params: idParams,
        body: closeFleetPlateBodySchema,
        response: { 200: fleetPlateSchema },
      },
      onRequest: renter,
    },
    (request) => fleet.close(ownerOf(request), request.params.id, request.body),
  );

  app.get(
    routes.renterPlatesExport.path,
    {
      schema: {
        summary: 'The fleet as a file in the import\u2019s own layout (CSV or XLSX)',
        description:
          'Header in the request\u2019s language, then one period a row (country, plate, start, ' +
          'end in Paris time): it imports back unchanged. Errors: 400 invalid_request;' +
          signedIn,
        tags,
        headers: renterHeaders,
        querystring: spreadsheetFormatQuerySchema,
      },
      onRequest: renter,
    },
    async (request, reply) => {
      const rows = await fleet.exportRows(ownerOf(request), request.language);
      return sendFile(reply, rows, request.query.format, 'fleet');
    },
  );

  app.get(
    routes.renterPlatesTemplate.path,
    {
      schema: {
        summary: 'The empty import file, its header in a language',
        description: `language: the header\u2019s (default: the request\u2019s). Errors: 400 invalid_request;${signedIn}`,
        tags,
        headers: renterHeaders,
        querystring: fleetTemplateQuerySchema,
      },
      onRequest: renter,
    },
    async (request, reply) => {
      const language = request.query.language ?? request.language;
      return sendFile(reply, fleet.templateRows(language), request.query.format, 'fleet-template');
    },
  );

  // The import's multipart parser in a scope of its own: its limits are the import's.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: fleetImportMaxBytes + 1,
        files: 2,
        fields: 5,
        parts: 10,
        headerPairs: 20,
      },
    });
    // Two imports at a time (each holds its file, at most 10 MiB, while it is checked and applied).
    const gate = createUploadGate({ maxConcurrent: 2, maxWaiting: 20 });
    scope.post(
      routes.renterPlatesImport.path,
      {
        schema: {
          summary: 'Imports a fleet file (CSV or XLSX, multipart field importFile)',
          description:
            'The layout of the export and the template (README "Fleet files"). The whole file is ' +
            'checked before anything is written: any bad row refuses it (400 renter_import_error ' +
            'with the rows and their reasons, at most 1,000 listed); a good file is applied in one ' +
            'transaction (new periods added, periods closed at the end the file sets; a second ' +
            'upload changes nothing). 400 renter_import_wrong_format (not CSV or XLSX by its ' +
            'bytes), renter_import_read_file (a broken zip), renter_import_parse_content (no ' +
            'header of the layout, bad XML, more than 50,000 rows), renter_import_not_found (no ' +
            'importFile part); each names the white-label\u2019s renter support address. 413 ' +
            `payload_too_large (over 10 MiB); 415 unsupported_media_type;${signedIn}`,
          tags,
          headers: renterHeaders,
          consumes: ['multipart/form-data'],
          response: {
            200: fleetImportResultSchema,
            400: fleetImportErrorSchema,
          },
        },
        onRequest: renter,
      },
      async (request, reply) => {
        const owner = ownerOf(request);
        try {
          return await gate.run(
            async (slot) => {
              const received = await receiveImport(request, slot, gate.pace);
              if ('refused' in received)
                throw await fleet.refusal(owner.whitelabelId, received.refused);
              return fleet.importFile(owner, received.file, received.format);
            },
            { client: request.ip },
          );
        } catch (error) {
          // Cut short (too slow, past the ceiling, gone): its body is not worth reading.
          if (error instanceof UploadCut) throw error;
          const headers = await discardUnreadBody(request);
          if (error instanceof FleetImportRefusal) {
            return reply.code(400).headers(headers).send(error.body);
          }
          throw error;
        }
      },
    );
  });
};
