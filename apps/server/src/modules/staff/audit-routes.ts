import { auditFiltersSchema, auditPageSchema, auditQuerySchema, routes } from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { exportAuditLog } from './audit-export.ts';
import { readAuditPage } from './audit-log.ts';
import { type StaffGuard, staffActorOf } from './guard.ts';

export interface AuditRoutesOptions {
  db: Database;
  clock: () => Date;
  guard: StaffGuard;
}

const tags = ['Operator console'];
const filtersNote =
  'Filters: staffId (a person), action (a prefix: `staff.` for the staff administration), ' +
  'targetType and targetId, from and to (ISO 8601, from <= at < to; at most 366 days: without ' +
  'from, the 366 days before to or now). Needs the admin role (audit.read).';

/** The white-label's audit log for its admins (issue 28 item 5): pages, and a CSV export. */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (
  app,
  { db, clock, guard },
) => {
  const auditRead = guard.require('audit.read');

  app.get(
    routes.auditEvents.path,
    {
      schema: {
        summary: 'The audit log, newest first, a page at a time',
        description:
          `${filtersNote} pageSize up to 100 (50); nextCursor gives the next page (null on ` +
          'the last). Errors: 400 invalid_request; 401 unauthorized; 403 forbidden.',
        tags,
        headers: tenantHeadersSchema,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
      preHandler: auditRead,
    },
    (request) => readAuditPage(db, staffActorOf(request).whitelabelId, request.query, clock()),
  );

  app.get(
    routes.auditEventsExport.path,
    {
      schema: {
        summary: 'The audit log as a CSV file, with the same filters',
        description:
          `${filtersNote} Newest first, at most 50,000 rows (a narrower window gives the rest), ` +
          'streamed; UTF-8 with a BOM, `;` between fields; a cell starting with = + - or @ is ' +
          'prefixed with an apostrophe. Errors: 400 invalid_request; 401 unauthorized; 403 ' +
          'forbidden.',
        tags,
        headers: tenantHeadersSchema,
        querystring: auditFiltersSchema,
        response: { 200: z.unknown().describe('text/csv') },
      },
      preHandler: auditRead,
    },
    async (request, reply) => {
      const now = clock();
      const file = exportAuditLog(db, staffActorOf(request).whitelabelId, request.query, now);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="audit-${now.toISOString().slice(0, 10)}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};
