import { dashboardSchema, routes } from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { keyedLimitHook } from '../../plugins/rate-limit.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { type StaffGuard, staffActorOf } from '../staff/guard.ts';
import { readDashboard } from './dashboard.ts';

export interface DashboardRoutesOptions {
  db: Database;
  clock: () => Date;
  guard: StaffGuard;
  /** Reads one person may make a minute (DASHBOARD_REQUESTS_PER_STAFF_PER_MINUTE). */
  perMinute: number;
}

/**
 * The console's dashboard (issue 28 item 6): one read of the person's white-label. It is the
 * console's costliest read (a month of passages, trips and payments), so each person has a
 * budget of reads a minute, counted after the guard knows who asks (in Redis when the instances
 * share one), apart from the API's limit per IP.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { db, clock, guard, perMinute },
) => {
  const perPerson = keyedLimitHook(
    app,
    'console-dashboard',
    perMinute,
    (request) => request.staffActor?.id ?? null,
    { windowMs: 60_000, code: 'dashboard_rate_limit' },
  );
  app.get(
    routes.dashboard.path,
    {
      schema: {
        summary: 'Today and the last 30 days of the white-label at a glance',
        description:
          'Passages, trips (by their last passage, cancelled ones left out), payment notices, ' +
          'money collected by channel (bank card by PSP, fleet card by issuer; successful ' +
          'payments by settlement day), payments by status (by creation day), per day of the ' +
          'road\u2019s time zone (Europe/Paris) and for today and the 30 days; claims waiting ' +
          'with the oldest and median wait, the e-mail outbox\u2019s backlog, and payments to ' +
          'refund. Amounts in integer cents. Needs the action dashboard.read (agent, finance, ' +
          'admin). At most DASHBOARD_REQUESTS_PER_STAFF_PER_MINUTE reads a minute per person. ' +
          'Errors: 401 unauthorized; 403 forbidden; 429 dashboard_rate_limit (with Retry-After).',
        tags: ['Operator console'],
        headers: tenantHeadersSchema,
        response: { 200: dashboardSchema },
      },
      preHandler: [guard.require('dashboard.read'), perPerson],
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readDashboard(db, staffActorOf(request).whitelabelId, clock());
    },
  );
};
